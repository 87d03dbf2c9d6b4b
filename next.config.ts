import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { SECURITY_HEADERS } from './src/server/security-headers';
import { imageConfig } from './src/image-config';
import { visitorRewrites } from './src/server/visitor-pages';

const nextConfig: NextConfig = {
  // GraphQL's packages from node_modules as Node loads them: bundled, graphql came in two copies and its errors (a
  // syntax error) failed the other copy's instanceof checks, answered as 500s.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'sharp',
    'oidc-provider',
    '@node-rs/argon2',
    'graphql',
    'graphql-yoga',
    '@pothos/core',
    '@escape.tech/graphql-armor',
    '@graphql-yoga/plugin-persisted-operations',
  ],
  poweredByHeader: false,
  // React's preloads (a page's hero image, the watch page's poster) in the HTML's head, not a Link header: a page
  // served from the page cache is sent without the headers of its render, and lost them.
  reactMaxHeadersLength: 0,
  // server.ts compresses (src/server/compress.ts): cached pages once per version instead of on every request.
  compress: false,
  // Rendered pages are cached in memory only: bounded (random URLs cannot fill the disk), and never carried
  // over from a run on another database (docs/decisions/0002-cached-sections.md).
  // PAGE_CACHE_MB=0 turns the page cache off (the benchmark's uncached figures).
  cacheMaxMemorySize: Number(process.env.PAGE_CACHE_MB ?? 256) * 1024 * 1024,
  // No inlineCss: it put the 86 kB stylesheet in the HTML three times (once as CSS, twice in the RSC payload), and
  // parsing that cost more blocking time than the stylesheet's request costs paint (decision 0029).
  // Server actions take small forms; server.ts refuses a larger body with 413 before Next reads it (guard.ts).
  experimental: { isrFlushToDisk: false, serverActions: { bodySizeLimit: '64kb' } },
  cacheHandler: fileURLToPath(new URL('./src/server/next-internals/page-cache-handler.mjs', import.meta.url)),
  // SPEC.md spells the genre "fantacy" (its slug stays); the word people type leads there.
  async redirects() {
    return [
      { source: '/genres/fantasy', destination: '/genres/fantacy', permanent: true },
      // SPEC.md's shop menu names these (DESIGN.md's table): the plans, and signing up with the identity provider.
      { source: '/pricing', destination: '/extra/pricing-plan', permanent: true },
      { source: '/extra-pages/sign-up', destination: '/auth/login?screen=sign-up', permanent: false },
    ];
  },
  // A visitor's watch page from the page cache (src/server/visitor-pages.ts).
  async rewrites() {
    return { beforeFiles: visitorRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [{ source: '/:path*', headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })) }];
  },
  images: {
    loader: 'custom',
    loaderFile: './src/ui/image-loader.ts',
    deviceSizes: [...imageConfig.deviceSizes],
    imageSizes: [...imageConfig.imageSizes],
    qualities: [imageConfig.quality],
  },
};

export default nextConfig;
