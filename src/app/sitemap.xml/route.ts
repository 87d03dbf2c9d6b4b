import { sitemapEntries } from '@/app/sitemap-entries';
import { sitemapAnswer } from '@/lib/sitemap';
import { publicOrigin } from '@/server/site-url';

// The sitemap, or past 50,000 URLs the index of its parts (/sitemaps/<n>.xml). Per request (the build must not open
// the database), on the configured address, never the Host header.
export const dynamic = 'force-dynamic';

export async function GET() {
  const xml = sitemapAnswer(publicOrigin(), await sitemapEntries())!;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } });
}
