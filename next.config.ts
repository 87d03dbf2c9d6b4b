import type { NextConfig } from 'next';
import { imageConfig } from './src/ui/image-config';

const nextConfig: NextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  poweredByHeader: false,
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
