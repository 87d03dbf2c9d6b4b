import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows the limit per window per key, then refuses with a retry time', () => {
    const take = createRateLimiter({ limit: 3, windowMs: 10_000 });
    const t = 1_000_000;
    expect([1, 2, 3].map(() => take('a', t).ok)).toEqual([true, true, true]);
    expect(take('a', t + 1000)).toEqual({ ok: false, retryAfterSeconds: 9 });
    expect(take('b', t + 1000).ok).toBe(true);
    expect(take('a', t + 10_000).ok).toBe(true);
  });

  it('gives back an attempt that went well, so that only failures count', () => {
    const take = createRateLimiter({ limit: 2, windowMs: 10_000 });
    for (let i = 0; i < 5; i++) {
      expect(take('a').ok).toBe(true);
      take.refund('a');
    }
    take('a');
    take('a');
    expect(take('a').ok).toBe(false);
  });
});
