// Shared by every domain's demo seed: the same content on every machine, generated, nothing downloaded.

/** mulberry32: a tiny seeded PRNG so the demo is identical on every run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    sample: <T>(xs: readonly T[], n: number): T[] => {
      const copy = [...xs];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
  return rng;
}
export type Rng = ReturnType<typeof prng>;

/** A seeded generator derived from a string, so one item's details do not shift when another's change. */
export function prngFor(text: string): Rng {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return prng(h >>> 0);
}

export { slugify } from '@/lib/text';

/** `count` distinct values from `make`, refusing any that `accept` turns down (e.g. too many alike). */
export function distinct<T>(
  rng: Rng,
  count: number,
  make: (rng: Rng) => T,
  key: (value: T) => string,
  accept: (value: T, chosen: T[]) => boolean = () => true,
): T[] {
  const seen = new Set<string>();
  const chosen: T[] = [];
  for (let attempts = 0; chosen.length < count; attempts++) {
    if (attempts > count * 200) throw new Error(`Could not make ${count} distinct demo values`);
    const value = make(rng);
    const k = key(value);
    if (seen.has(k) || !accept(value, chosen)) continue;
    seen.add(k);
    chosen.push(value);
  }
  return chosen;
}

/** An ISO date `days` after `base` (negative: before). */
export function isoDate(base: Date, days: number): string {
  return new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
