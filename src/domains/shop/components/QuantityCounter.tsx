'use client';

import { useId } from 'react';

/** A number changed one at a time (SPEC.md section 4's counter): minus, the value, plus. */
export function QuantityCounter({
  value,
  onChange,
  min,
  max,
  label = 'Quantity',
  itemName,
}: {
  value: number;
  onChange: (next: number) => void;
  min: number;
  max: number;
  label?: string;
  /** Says which item the buttons change, where several counters share a page. */
  itemName?: string;
}) {
  const id = useId();
  const of = itemName ? ` of ${itemName}` : '';
  return (
    <div className="quantity" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="quantity-label">
        {label}
        {itemName && <span className="visually-hidden"> of {itemName}</span>}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={`One fewer${of}`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output aria-live="polite" className="quantity-value">
        {value}
      </output>
      <button
        type="button"
        className="icon-button"
        aria-label={`One more${of}`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
