'use client';

import { useId, useState } from 'react';
import { addItem } from '../cart-store';
import type { QuickVariant } from '../listing';

/**
 * Add to cart from a card (the watch page's rail): one click for a product sold one way; for one with sizes or
 * colours, the first click shows them and the second adds that one. The side cart opens over the page; the video
 * under it keeps playing.
 */
export function QuickAdd({ name, variants }: { name: string; variants: QuickVariant[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string>();
  const inStock = variants.filter((v) => v.stock > 0);
  const add = async (sku: string) => {
    setMessage(await addItem(sku, 1));
    setOpen(false);
  };
  if (!inStock.length)
    return (
      <button type="button" className="button quick-add" disabled>
        Sold out
      </button>
    );
  return (
    <div className="quick-add-box">
      {variants.length === 1 ? (
        <button type="button" className="button quick-add" aria-label={`Add to cart: ${name}`} onClick={() => add(variants[0]!.sku)}>
          Add to cart
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button quick-add"
            aria-expanded={open}
            aria-controls={`${id}-options`}
            aria-label={`Add to cart: ${name}, choose an option`}
            onClick={() => setOpen((o) => !o)}
          >
            Add to cart
          </button>
          {open && (
            <ul id={`${id}-options`} className="quick-add-options" aria-label={`Options of ${name}`}>
              {variants.map((v) => (
                <li key={v.sku}>
                  <button type="button" disabled={v.stock <= 0} aria-label={`Add ${name}, ${v.label}, to cart`} onClick={() => add(v.sku)}>
                    {v.label}
                    {v.stock <= 0 && <span className="visually-hidden"> (sold out)</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {message && (
        <p className="buy-message" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
