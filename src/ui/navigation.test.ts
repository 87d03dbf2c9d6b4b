import { describe, expect, it } from 'vitest';
import { activeGroup, activeHref, MAIN_MENU } from './navigation';

describe('main menu active state', () => {
  it('marks exact and nested paths, the longest link winning', () => {
    expect(activeHref('/')).toBe('/');
    expect(activeHref('/movies')).toBe('/movies');
    expect(activeHref('/movies/the-last-horizon')).toBe('/movies');
    expect(activeHref('/movies/restricted')).toBe('/movies/restricted');
    expect(activeGroup('/movies/restricted')).toBe('features');
    expect(activeGroup('/tv-shows/x')).toBe('home');
    expect(activeGroup('/cast/ava-hart')).toBe('features');
    expect(activeGroup('/blogs/single/audio')).toBe('blog');
    expect(activeHref('/moviesx')).toBeNull();
  });

  it('marks Features on /watchlist-detail', () => {
    expect(activeGroup('/watchlist-detail')).toBe('features');
  });

  it('holds every link of SPEC.md once per group', () => {
    const hrefs = MAIN_MENU.flatMap((g) => g.links.map((l) => l.href));
    expect(hrefs).toHaveLength(6 + 6 + 8 + 14 + 6);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
