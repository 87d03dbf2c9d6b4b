import { listBlogUrls } from '@/domains/blog/posts';
import { listCatalogueUrls } from '@/domains/catalogue/titles';
import { listSitePageUrls } from '@/domains/pages/content';
import { listProductUrls } from '@/domains/shop/listing';
import type { SitemapEntry } from '@/lib/sitemap';

// Every URL search engines should know, from every domain: the listings, then each domain's pages.

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

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [catalogue, products, pages, blog] = await Promise.all([
    listCatalogueUrls(),
    listProductUrls(),
    listSitePageUrls(),
    listBlogUrls(),
  ]);
  return [
    ...LISTINGS.map((path) => ({ path, changeFrequency: 'daily' as const, priority: path === '/' ? 1 : 0.8 })),
    ...[...catalogue, ...products, ...pages, ...blog].map((e) => ({ ...e, changeFrequency: 'weekly' as const, priority: 0.6 })),
  ];
}
