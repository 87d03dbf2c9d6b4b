import type { MetadataRoute } from 'next';
import { listBlogUrls } from '@/domains/blog/posts';
import { listCatalogueUrls } from '@/domains/catalogue/titles';
import { listSitePageUrls } from '@/domains/pages/content';
import { listProductUrls } from '@/domains/shop/listing';
import { publicOrigin } from '@/server/site-url';

// Read per request: the build must not open the database, and the catalogue changes.
export const dynamic = 'force-dynamic';

const LISTINGS = [
  '/',
  '/home',
  '/movies',
  '/tv-shows',
  '/videos',
  '/genres',
  '/tags',
  '/cast',
  '/merchandise',
  '/merchandise/shop',
  '/movies/related',
  '/extra/pricing-plan',
  '/extra/faq',
  '/extra/contact-us',
];
// The sitemap protocol's limit per file; a catalogue past it needs a sitemap index (not built yet).
const MAX_URLS = 50_000;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = publicOrigin();
  const entries = [...(await listCatalogueUrls()), ...(await listProductUrls()), ...(await listSitePageUrls()), ...(await listBlogUrls())];
  return [
    ...LISTINGS.map((path) => ({ url: base + path, changeFrequency: 'daily' as const, priority: path === '/' ? 1 : 0.8 })),
    ...entries
      .slice(0, MAX_URLS - LISTINGS.length)
      .map((e) => ({ url: base + e.path, lastModified: e.lastModified, changeFrequency: 'weekly' as const, priority: 0.6 })),
  ];
}
