'use client';

import { useId } from 'react';

/**
 * A number changed one at a time (SPEC.md section 4's counter): minus, the value, plus. Given a `name`, the value is
 * a field of its form that can be typed in too (so it is what a form posted before the app loaded sends).
 */
export function QuantityCounter({
  value,
  onChange,
  min,
  max,
  label = 'Quantity',
  itemName,
  name,
}: {
  value: number;
  onChange: (next: number) => void;
  min: number;
  max: number;
  label?: string;
  /** Says which item the buttons change, where several counters share a page. */
  itemName?: string;
  name?: string;
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
      {name ? (
        <input
          type="number"
          name={name}
          className="quantity-value"
          aria-labelledby={`${id}-label`}
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(e) => {
            const typed = Math.trunc(Number(e.target.value));
            onChange(Number.isFinite(typed) ? Math.min(max, Math.max(min, typed)) : min);
          }}
        />
      ) : (
        <output aria-live="polite" className="quantity-value">
          {value}
        </output>
      )}
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
