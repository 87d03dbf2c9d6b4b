import { afterEach, describe, expect, it } from 'vitest';
import { inSharedRead, installReplica, lsnValue, requireLsn, routeRead } from './replica';

// The routing rule on its own (a real primary and replica: tests/e2e/replica.test.ts).

describe('read replica routing', () => {
  afterEach(() => installReplica(undefined));

  it('orders WAL positions', () => {
    expect(lsnValue('0/16B3748') < lsnValue('0/16B3749')).toBe(true);
    expect(lsnValue('0/FFFFFFFF') < lsnValue('1/0')).toBe(true);
    expect(lsnValue('A/0')).toBe(10n << 32n);
  });

  it('sends shared reads to the replica once it has replayed every noted write, and everything else to the primary', async () => {
    let replayed = '5/0';
    installReplica({ db: 'replica', replayed: async () => replayed, close: async () => undefined });
    requireLsn('4/0');
    expect(routeRead('primary')).toBe('primary'); // not a shared read
    // The replica's position is not known yet: the primary, while it is asked.
    expect(await inSharedRead(async () => routeRead('primary'))).toBe('primary');
    await expect.poll(() => inSharedRead(async () => routeRead('primary'))).toBe('replica');

    // A newer write: the primary until the replica reports it has replayed it.
    requireLsn('6/10');
    expect(await inSharedRead(async () => routeRead('primary'))).toBe('primary');
    replayed = '6/10';
    await expect.poll(() => inSharedRead(async () => routeRead('primary'))).toBe('replica');
    requireLsn('6/0'); // an older position changes nothing
    expect(await inSharedRead(async () => routeRead('primary'))).toBe('replica');
  });

  it('sends shared reads to the primary while the replica does not answer', async () => {
    let down = false;
    installReplica({
      db: 'replica',
      replayed: async () => {
        if (down) throw new Error('connection refused');
        return 'FF/0';
      },
      close: async () => undefined,
    });
    await expect.poll(() => inSharedRead(async () => routeRead('primary'))).toBe('replica');
    down = true;
    await expect.poll(() => inSharedRead(async () => routeRead('primary')), { timeout: 5000 }).toBe('primary');
    down = false;
    await expect.poll(() => inSharedRead(async () => routeRead('primary')), { timeout: 5000 }).toBe('replica');
  });
});
