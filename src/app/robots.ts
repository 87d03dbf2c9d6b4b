import type { MetadataRoute } from 'next';
import { publicOrigin } from '@/server/site-url';

// Per request: the Sitemap line is an absolute URL, and the configured address is known only at run time.
export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/search', '/api/', '/browse/', '/bench/'] }],
    sitemap: `${publicOrigin()}/sitemap.xml`,
  };
}
