'use client';

import { useEffect, useRef, useState } from 'react';
import { FixedImage } from '@/ui/FixedImage';
import { fixedImage } from '@/ui/image-loader';
import type { GalleryImage } from '../schema';

/**
 * A gallery post's photographs as thumbnails; each opens a lightbox (a modal <dialog>: the page behind is inert and
 * Escape closes it) that goes through them with its buttons, the arrow keys (mirrored right-to-left) or a swipe.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i === null ? i : (i + step + count) % count));

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (index !== null && !el.open) el.showModal();
    if (index === null && el.open) el.close();
  }, [index]);

  const open = (i: number, button: HTMLButtonElement) => {
    opener.current = button;
    setIndex(i);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      go((e.key === 'ArrowRight') !== rtl ? 1 : -1);
    } else if (e.key === 'Home') setIndex(0);
    else if (e.key === 'End') setIndex(count - 1);
  };
  const image = index === null ? null : images[index]!;

  return (
    <div className="post-gallery">
      <ul className="gallery-grid" aria-label={`Photographs: ${title}`}>
        {images.map((img, i) => (
          <li key={img.src}>
            <button
              type="button"
              className="gallery-thumb"
              onClick={(e) => open(i, e.currentTarget)}
              aria-label={`Open photograph ${i + 1} of ${count}: ${img.alt}`}
            >
              <FixedImage src={img.src} alt="" width={400} height={267} />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="lightbox"
        aria-label={image ? `Photograph ${index! + 1} of ${count}` : 'Photographs'}
        onClose={() => {
          setIndex(null);
          opener.current?.focus();
        }}
        onKeyDown={onKeyDown}
        onClick={(e) => e.target === e.currentTarget && setIndex(null)}
        onPointerDown={(e) => (swipeFrom.current = e.clientX)}
        onPointerUp={(e) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from === null || Math.abs(e.clientX - from) < 50) return;
          const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
          go(e.clientX < from !== rtl ? 1 : -1);
        }}
      >
        {image && (
          <figure className="lightbox-figure">
            {/* Sized by the stylesheet to the screen, at 1x and 2x of a 960 px frame. */}
            <img {...fixedImage(image.src, 960)} alt={image.alt} className="lightbox-image" draggable={false} />
            <figcaption>
              <span className="lightbox-count">
                {index! + 1} / {count}
              </span>{' '}
              {image.caption}
            </figcaption>
          </figure>
        )}
        <div className="lightbox-controls">
          <button type="button" className="icon-button" onClick={() => go(-1)} aria-label="Previous photograph">
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="icon-button" onClick={() => go(1)} aria-label="Next photograph">
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" className="icon-button lightbox-close" onClick={() => setIndex(null)} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </dialog>
    </div>
  );
}
