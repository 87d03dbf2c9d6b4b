import type { NextConfig } from 'next';
import { imageConfig } from './src/ui/image-config';

const nextConfig: NextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  poweredByHeader: false,
  // Rendered pages are cached in memory only: bounded (random URLs cannot fill the disk), and never carried
  // over from a run on another database (docs/decisions/0002-cached-sections.md).
  // PAGE_CACHE_MB=0 turns the page cache off (the benchmark's uncached figures).
  cacheMaxMemorySize: Number(process.env.PAGE_CACHE_MB ?? 256) * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  async headers() {
    const csp = [
      "default-src 'self'", "img-src 'self' data: blob:", "media-src 'self' blob:", "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'", "font-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'self'",
      "form-action 'self'", "object-src 'none'",
    ].join('; ');
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: csp },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
  // Filtered, sorted or paged listings render per request; the bare listing stays cached (sections page).
  async rewrites() {
    return {
      beforeFiles: ['genre', 'tag', 'category', 'sort', 'page'].map((key) => ({
        source: '/:section(movies|tv-shows|videos|cast)',
        has: [{ type: 'query' as const, key }],
        destination: '/browse/:section',
      })),
      afterFiles: [],
      fallback: [],
    };
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
