import { describe, expect, it } from 'vitest';
import { absoluteTime, describeTime } from './LocalTime';

const now = new Date('2026-11-24T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('times as the viewer reads them', () => {
  it('are relative while recent', () => {
    expect(describeTime(before(20_000), now, { locale: 'en' })).toBe('just now');
    expect(describeTime(before(5 * 60_000), now, { locale: 'en' })).toBe('5 minutes ago');
    expect(describeTime(before(3 * 3_600_000), now, { locale: 'en' })).toBe('3 hours ago');
    expect(describeTime(before(30 * 3_600_000), now, { locale: 'en' })).toBe('yesterday');
    expect(describeTime(before(3 * 86_400_000), now, { locale: 'en' })).toBe('3 days ago');
  });

  it('are dates in the viewer’s own time zone when older', () => {
    const old = new Date('2026-10-01T23:30:00Z');
    expect(describeTime(old, now, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe(
      absoluteTime(old, { locale: 'en-GB', timeZone: 'Asia/Tokyo' }),
    );
    expect(absoluteTime(old, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('2 Oct 2026, 08:30');
    expect(absoluteTime(old, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe('1 Oct 2026, 19:30');
  });
});
