import { describe, expect, it } from 'vitest';
import { fillDays } from './days';

describe('fillDays', () => {
  it('gives every one of the last days, oldest first, with 0 where nothing happened', () => {
    const today = new Date('2026-03-02T15:00:00Z');
    expect(
      fillDays(
        [
          { day: '2026-03-01', count: 4 },
          { day: '2026-02-20', count: 9 },
        ],
        3,
        today,
      ),
    ).toEqual([
      { day: '2026-02-28', count: 0 },
      { day: '2026-03-01', count: 4 },
      { day: '2026-03-02', count: 0 },
    ]);
  });
});
