'use client';

import { useEffect, useState } from 'react';

const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

function parts(ms: number) {
  let rest = Math.max(0, ms);
  return UNITS.map(([label, size]) => {
    const value = Math.floor(rest / size);
    rest -= value * size;
    return { label, value };
  });
}

/** Time left until `target` (ISO), ticking each second once the page is interactive. */
export function Countdown({ target }: { target: string }) {
  const end = Date.parse(target);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = parts(now === null ? 0 : end - now);
  return (
    <ul className="countdown" aria-label="Time left" aria-live="off">
      {left.map((p) => (
        <li key={p.label}>
          <strong>{now === null ? '--' : p.value}</strong>
          {/* "1 hour", "2 hours"; before the app knows the time, the plural. */}
          <span>{p.value === 1 && now !== null ? p.label : `${p.label}s`}</span>
        </li>
      ))}
    </ul>
  );
}
