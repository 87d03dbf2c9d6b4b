'use client';

import { useState } from 'react';
import { FixedImage } from '@/ui/FixedImage';
import type { ProductImage } from '../schema';

/** The product's pictures: one large, the others as buttons that show them in its place. */
export function ProductGallery({ images }: { images: ProductImage[] }) {
  const [shown, setShown] = useState(0);
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
