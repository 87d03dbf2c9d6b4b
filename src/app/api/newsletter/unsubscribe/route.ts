import { unsubscribe } from '@/domains/pages/newsletter';

// RFC 8058 one-click unsubscribe: a mail client POSTs "List-Unsubscribe=One-Click" here, from no page of ours (so no
// same-origin check: the signed token in the address is the proof). Nothing else is read from the request.
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const done = token.length <= 600 ? await unsubscribe(token) : undefined;
  return new Response(done ? 'Unsubscribed.' : 'This link is not valid.', {
    status: done ? 200 : 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
