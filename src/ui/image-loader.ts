import { imageConfig } from '@/image-config';

// next/image loader: the URL shape of SPEC.md section 7 (?url=&w=&q=), answered by the media handler in server.ts.
export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  return `/media/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? imageConfig.quality}`;
}

const WIDTHS = [...imageConfig.imageSizes, ...imageConfig.deviceSizes].sort((a, b) => a - b);

/** A fixed-size image's 1x and 2x sources, at the widths next/image picks for one (see FixedImage). */
export function fixedImage(src: string, width: number): { src: string; srcSet: string } {
  const widths = [...new Set([width, width * 2].map((w) => WIDTHS.find((size) => size >= w) ?? WIDTHS.at(-1)!))];
  const urls = widths.map((w) => imageLoader({ src, width: w }));
  return { src: urls.at(-1)!, srcSet: urls.map((url, i) => `${url} ${i + 1}x`).join(', ') };
}
