import { sitemapEntries } from '@/app/sitemap-entries';
import { sitemapAnswer } from '@/lib/sitemap';
import { publicOrigin } from '@/server/site-url';

// One part of a sitemap split past 50,000 URLs: /sitemaps/<n>.xml, n from 1; a 404 while it fits in one file.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file);
  const xml = match ? sitemapAnswer(publicOrigin(), await sitemapEntries(), Number(match[1])) : null;
  if (!xml) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}
