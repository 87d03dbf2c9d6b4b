import { hlsScript } from '@/domains/playback/hls-script';

// The player's hls.js, at the one address its current bytes are named by (anything else is not found). The server's
// compression answers with the bytes compressed ahead for this ETag.
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const script = hlsScript();
  if (`/player/${(await params).file}` !== script.path)
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const headers = {
    'content-type': 'application/javascript; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable',
    etag: script.etag,
  };
  // The browser's copy is current when any tag it names (weak or strong, or *) is this one.
  const known = (request.headers.get('if-none-match') ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (known.some((t) => t === '*' || t === script.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(script.body), { headers });
}
