import { fixedImage } from './image-loader';
import { EagerImage } from './EagerImage';

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's likely largest paint: at high priority, never lazily (React preloads it from the head). */
  preload?: boolean;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
};

/**
 * A fixed-size image at 1x and 2x, the <img> next/image renders for one, without its client code: cards render in client
 * islands too (personal rails, Continue watching), where <Image> or getImageProps would add 3-4 kB of first-load JS.
 */
export function FixedImage({ src, width, preload, loading = 'lazy', fetchPriority, ...rest }: Props) {
  const img = {
    ...rest,
    ...fixedImage(src, width),
    width,
    loading: preload ? ('eager' as const) : loading,
    fetchPriority: preload ? (fetchPriority ?? 'high') : fetchPriority,
    decoding: 'async' as const,
  };
  // Loading at once: through EagerImage (see there why).
  return img.loading === 'lazy' ? <img {...img} /> : <EagerImage {...img} />;
}
