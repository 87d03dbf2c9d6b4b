'use client';

import { useEffect, useState } from 'react';
import { useActionForm } from '@/ui/forms';
import { addToCartFromForm } from '../actions';
import { addItem, toggleWishlist, useShop } from '../cart-store';
import { MAX_LINE_QUANTITY } from '../cart-view';
import { availabilityLabel, availabilityOf } from '../availability';
import { formatMoney } from '../money';
import type { Variant } from '../products';
import { OPTIONS_CHOSEN_EVENT } from './ProductGallery';
import { QuantityCounter } from './QuantityCounter';
import { initialOptions, notMadeMessage } from '../variant-choice';

// The product page's choice: a variant (one group of options per option name), its price and stock, and how many.
// SPEC.md section 4: the quantity counter starts at 2, goes up and down by 1 and never below 0.

export const QUANTITY_START = 2;

type Props = { product: string; optionNames: string[]; variants: Variant[] };

/** The variant a link names (`?variant=SKU`, a size shared), read once the page is in a browser. */
function linkedVariant(variants: Variant[]): Variant | undefined {
  const sku = new URLSearchParams(window.location.search).get('variant');
  return sku ? variants.find((v) => v.sku === sku) : undefined;
}

export function BuyBox({ product, optionNames, variants }: Props) {
  // Before the app loads the box is a form posted to the server (the options chosen, the product, how many); refused,
  // it comes back with that choice.
  const posted = useActionForm(addToCartFromForm, () => undefined);
  const sent = (name: string) => posted.errors[`$value.${name}`];
  const [chosen, setChosen] = useState(() => {
    const options = Object.fromEntries(optionNames.flatMap((n) => (sent(`option.${n}`) ? [[n, sent(`option.${n}`)!]] : [])));
    return optionNames.every((n) => options[n]) ? options : initialOptions(variants);
  });
  // The page is cached for everyone: the linked variant is chosen here, and the address follows each choice.
  useEffect(() => {
    const linked = linkedVariant(variants);
    if (!linked) return;
    setChosen(linked.options);
    window.dispatchEvent(new CustomEvent(OPTIONS_CHOSEN_EVENT, { detail: linked.options }));
  }, [variants]);
  const choose = (name: string, value: string) => {
    const next = { ...chosen, [name]: value };
    setChosen(next);
    // The gallery shows a picture of that value when it has one.
    window.dispatchEvent(new CustomEvent(OPTIONS_CHOSEN_EVENT, { detail: next }));
    setMessage(undefined);
    const made = variants.find((v) => optionNames.every((n) => v.options[n] === next[n]));
    const url = new URL(window.location.href);
    if (made) url.searchParams.set('variant', made.sku);
    else url.searchParams.delete('variant');
    window.history.replaceState(window.history.state, '', url);
  };
  const [quantity, setQuantity] = useState(() => {
    const typed = Number(sent('quantity') ?? QUANTITY_START);
    return Number.isInteger(typed) && typed >= 0 && typed <= MAX_LINE_QUANTITY ? typed : QUANTITY_START;
  });
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const shop = useShop();
  const variant = variants.find((v) => optionNames.every((name) => v.options[name] === chosen[name])) ?? null;
  const wished = !!variant && !!shop?.wishlist.includes(variant.sku);
  const values = (name: string) => [...new Set(variants.map((v) => v.options[name]!))];
  // A value is offered when some variant with it and the other choices so far exists.
  const exists = (name: string, value: string) =>
    variants.some((v) => v.options[name] === value && optionNames.every((other) => other === name || v.options[other] === chosen[other]));
  const othersLabel = (name: string) =>
    optionNames
      .filter((o) => o !== name)
      .map((o) => chosen[o])
      .join(' and ');
  const soldOut = (name: string, value: string) =>
    !variants.some((v) => v.options[name] === value && v.stock > 0 && optionNames.every((o) => o === name || v.options[o] === chosen[o]));

  const add = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!variant || variant.stock <= 0) return;
    if (quantity < 1) return setMessage('Choose at least one to add it to your cart.');
    setBusy(true);
    setMessage(await addItem(variant.sku, quantity));
    setBusy(false);
  };

  return (
    <form className="buy-box" action={posted.action} onSubmit={add} noValidate>
      <input type="hidden" name="product" value={product} />
      {variant ? (
        <p className="price" aria-live="polite">
          <span className="price-now">{formatMoney(variant.priceMinor, variant.currency)}</span>
          {variant.compareAtMinor !== null && (
            <s className="price-was">
              <span className="visually-hidden">Was </span>
              {formatMoney(variant.compareAtMinor, variant.currency)}
            </s>
          )}
        </p>
      ) : (
        <p className="price not-made" role="status">
          {notMadeMessage(optionNames, chosen)}
        </p>
      )}
      {optionNames.map((name) => (
        <fieldset key={name} className="option-group">
          <legend>
            {name}
            {/* The choice said beside its name once the app follows it (before, the checked value shows it). */}
            <span className="option-chosen">
              : <strong>{chosen[name]}</strong>
            </span>
          </legend>
          <div className="option-values">
            {values(name).map((value) => (
              <label
                key={value}
                className="option-value"
                data-not-made={!exists(name, value) || undefined}
                data-sold-out={(exists(name, value) && soldOut(name, value)) || undefined}
              >
                <input
                  type="radio"
                  name={`option.${name}`}
                  value={value}
                  checked={chosen[name] === value}
                  onChange={() => choose(name, value)}
                />
                <span>
                  {value}
                  {/* Every value can be chosen; one that is not made with the rest of the choice says so. */}
                  {!exists(name, value) ? (
                    <span className="visually-hidden"> (not made with {othersLabel(name)})</span>
                  ) : (
                    soldOut(name, value) && <span className="visually-hidden"> (sold out)</span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {variant && (
        <p className="stock" data-availability={availabilityOf(variant.stock)}>
          {availabilityLabel(variant.stock)}
          <span className="sku"> · SKU {variant.sku}</span>
        </p>
      )}
      <QuantityCounter name="quantity" value={quantity} onChange={setQuantity} min={0} max={MAX_LINE_QUANTITY} />
      <div className="buy-actions">
        {/* Not disabled outright: before the app a buyer who changes the choice must still be able to send it. */}
        <button
          type="submit"
          className="button primary add-to-cart"
          aria-disabled={!variant || variant.stock <= 0 || undefined}
          disabled={busy}
        >
          {variant && variant.stock <= 0 ? (
            'Sold out'
          ) : (
            // One inline run (the button lays its children out as flex items: right to left, the count came first).
            <span>
              Add to cart
              {/* The counter starts at 2 (SPEC.md): the button says what a click adds, so no one buys two unawares. */}
              {variant && quantity > 0 && (
                <span className="add-to-cart-count">{`: ${quantity} for ${formatMoney(variant.priceMinor * quantity, variant.currency)}`}</span>
              )}
            </span>
          )}
        </button>
        <button
          type="button"
          className="button wishlist-button"
          aria-pressed={wished}
          disabled={!variant || !shop}
          onClick={async () => variant && setMessage(await toggleWishlist(variant.sku, !wished))}
        >
          {wished ? 'On your wishlist' : 'Add to wishlist'}
        </button>
      </div>
      <p className="buy-message" role="status">
        {/* A combination not made is said above already; the server's other refusals here. */}
        {message ?? (posted.result && !posted.result.ok && variant ? (posted.errors.quantity ?? posted.result.error) : undefined)}
      </p>
    </form>
  );
}
