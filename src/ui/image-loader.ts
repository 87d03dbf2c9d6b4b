import { imageConfig } from '@/image-config';

// next/image loader: the URL shape of SPEC.md section 7 (?url=&w=&q=), answered by the media handler in server.ts.
export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  return `/media/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? imageConfig.quality}`;
}
