'use client';

import { useState } from 'react';
import { removeAddress } from '../actions';
import { addressLines } from '../order-view';
import type { SavedAddress } from '../orders';

/** The account's saved addresses, each with Remove. */
export function SavedAddresses({ initial }: { initial: SavedAddress[] }) {
  const [addresses, setAddresses] = useState(initial);
  const [message, setMessage] = useState<string>();
  if (!addresses.length) return <p className="cart-note">{message ?? 'None yet: tick “Save this address” at checkout to keep one.'}</p>;
  return (
    <>
      <p className="cart-message" role="status">
        {message}
      </p>
      <ul className="saved-addresses">
        {addresses.map(({ id, address }) => (
          <li key={id}>
            <address>
              {addressLines(address).map((line, i) => (
                <span key={i}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            <button
              type="button"
              className="button"
              aria-label={`Remove the address of ${address.name}, ${address.line1}`}
              onClick={async () => {
                const result = await removeAddress({ id }).catch(() => undefined);
                if (result?.ok) {
                  setAddresses(result.data);
                  setMessage('Address removed.');
                } else setMessage(result?.error ?? 'We could not reach StreamIt. Try again.');
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
