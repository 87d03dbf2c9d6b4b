'use client';

import { useEffect, useState } from 'react';
import { FixedImage } from '@/ui/FixedImage';
import type { ProductImage } from '../schema';
import { pictureOf } from '../variant-choice';

/** Sent on window by the product page's choice (BuyBox): the options chosen, for the gallery to follow. */
export const OPTIONS_CHOSEN_EVENT = 'streamit:product-options';

/**
 * The product's pictures: one large, the others as buttons that show them in its place. A choice of an option value
 * that has a picture of its own (Colour: Frost) shows that picture.
 */
export function ProductGallery({ images, initial }: { images: ProductImage[]; initial: Record<string, string> }) {
  // What the page offers first (a colour's own picture when it has one), as the choice beside it starts.
  const [shown, setShown] = useState(() => Math.max(0, pictureOf(images, initial)));
  useEffect(() => {
    const follow = (e: Event) => {
      const i = pictureOf(images, (e as CustomEvent<Record<string, string>>).detail);
      if (i !== -1) setShown(i);
    };
    window.addEventListener(OPTIONS_CHOSEN_EVENT, follow);
    return () => window.removeEventListener(OPTIONS_CHOSEN_EVENT, follow);
  }, [images]);
  const image = images[shown];
  if (!image) return null;
  return (
    <div className="product-gallery">
      <FixedImage src={image.path} alt={image.alt} width={560} height={560} preload className="product-image" />
      {images.length > 1 && (
        <ul className="product-thumbs" aria-label="Pictures">
          {images.map((img, i) => (
            <li key={img.path}>
              <button type="button" aria-pressed={i === shown} aria-label={`Show picture ${i + 1}: ${img.alt}`} onClick={() => setShown(i)}>
                <FixedImage src={img.path} alt="" width={88} height={88} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
