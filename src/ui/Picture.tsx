import { getImageProps, type ImageProps } from 'next/image';
import { EagerImage } from './EagerImage';

/**
 * next/image's <img> (the same srcset, sizes, lazy loading and preload) rendered on the server as a plain element:
 * <Image> is a client component, and its 4 kB of first-load JavaScript buys nothing on images that only load. An
 * image that loads at once goes through EagerImage (see there why).
 */
export function Picture(props: ImageProps) {
  const { props: img } = getImageProps(props);
  return img.loading === 'lazy' ? <img {...img} /> : <EagerImage {...img} />;
}
