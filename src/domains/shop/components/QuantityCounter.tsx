'use client';

import { useId, useState } from 'react';

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
  // What is being typed, shown as typed until the field is left (an emptied field is not a 0 yet).
  const [typing, setTyping] = useState<string | null>(null);
  const of = itemName ? ` of ${itemName}` : '';
  const step = (next: number) => {
    setTyping(null);
    onChange(next);
  };
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
        onClick={() => step(Math.max(min, value - 1))}
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
          value={typing ?? value}
          onChange={(e) => {
            setTyping(e.target.value);
            const typed = Math.trunc(Number(e.target.value));
            if (e.target.value.trim() !== '' && Number.isFinite(typed)) onChange(Math.min(max, Math.max(min, typed)));
          }}
          onBlur={() => setTyping(null)}
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
        onClick={() => step(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
