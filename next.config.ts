import type { NextConfig } from 'next';
import { imageConfig } from './src/ui/image-config';

const nextConfig: NextConfig = {
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  poweredByHeader: false,
  images: {
    loader: 'custom',
    loaderFile: './src/ui/image-loader.ts',
    deviceSizes: [...imageConfig.deviceSizes],
    imageSizes: [...imageConfig.imageSizes],
    qualities: [imageConfig.quality],
  },
};

export default nextConfig;
