import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { siteUrl } from '@/server/site-url';

// Per request: the Sitemap line must be an absolute URL, and the address is known only at run time.
export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/search', '/api/', '/browse/', '/bench/'] }],
    sitemap: `${siteUrl(await headers())}/sitemap.xml`,
  };
}
