import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../tests/helpers/db';
import { createRateLimiter, deleteStaleRateLimits } from './rate-limit';
import { rateLimits } from './rate-limit-schema';

describe('rate limiter in memory (one process)', () => {
  it('allows the limit per window per key, then refuses with a retry time', async () => {
    const take = createRateLimiter({ name: 'test', limit: 3, windowMs: 10_000, store: 'memory' });
    const t = 1_000_000;
    expect((await Promise.all([1, 2, 3].map(() => take('a', t)))).map((v) => v.ok)).toEqual([true, true, true]);
    expect(await take('a', t + 1000)).toEqual({ ok: false, retryAfterSeconds: 9 });
    expect((await take('b', t + 1000)).ok).toBe(true);
    expect((await take('a', t + 10_000)).ok).toBe(true);
  });

  it('gives back an attempt that went well, so that only failures count', async () => {
    const take = createRateLimiter({ name: 'test', limit: 2, windowMs: 10_000, store: 'memory' });
    for (let i = 0; i < 5; i++) {
      expect((await take('a')).ok).toBe(true);
      await take.refund('a');
    }
    await take('a');
    await take('a');
    expect((await take('a')).ok).toBe(false);
  });
});

describe.each(testEngines())('rate limiter in the database, shared by processes ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());

  it('counts one window for every process: two limiters of one name (two app processes) share it', async () => {
    const options = { name: 'shared', limit: 4, windowMs: 60_000, store: 'database' } as const;
    const one = createRateLimiter(options);
    const two = createRateLimiter(options);
    const verdicts = await Promise.all([one('client'), two('client'), one('client'), two('client')]);
    expect(verdicts.every((v) => v.ok)).toBe(true);
    // Counted at once from both sides: exactly the limit got through, the next is refused with the time left.
    const refused = await two('client');
    expect(refused.ok).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await one('other client')).ok).toBe(true);
    // Another limiter's name is another count.
    expect((await createRateLimiter({ ...options, name: 'elsewhere' })('client')).ok).toBe(true);

    // A success given back frees an attempt for everyone.
    await one.refund('client');
    await one.refund('client');
    expect((await two('client')).ok).toBe(true);
    expect((await one('client')).ok).toBe(false);

    // Once the window has passed (moved back an hour here, as time would), counting starts again.
    await db.db.update(rateLimits).set({ windowStart: sql`now() - interval '1 hour'` });
    expect(await one('client')).toEqual({ ok: true, retryAfterSeconds: 0 });
    // Windows over a day old are swept.
    await db.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '2 days'` })
      .where(sql`${rateLimits.key} = 'shared:other client'`);
    expect(await deleteStaleRateLimits()).toBe(1);
  });
});
