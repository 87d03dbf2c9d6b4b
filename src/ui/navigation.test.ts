import { describe, expect, it } from 'vitest';
import { activeGroup, activeHref, MAIN_MENU, USER_MENU } from './navigation';

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

  it('holds every link of SPEC.md once per group, without the error pages', () => {
    const hrefs = MAIN_MENU.flatMap((g) => g.links.map((l) => l.href));
    expect(hrefs).toHaveLength(6 + 6 + 6 + 14 + 6);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs.filter((h) => h.startsWith('/extra/error-page'))).toEqual([]);
  });

  it('names each destination once, in words a viewer knows', () => {
    const links = [...MAIN_MENU.flatMap((g) => g.links), ...USER_MENU];
    const labels = new Map<string, Set<string>>();
    for (const l of links) labels.set(l.href, (labels.get(l.href) ?? new Set()).add(l.label));
    expect(labels.get('/play-list')).toEqual(new Set(['Watchlist']));
    expect(USER_MENU.filter((l) => l.href === '/play-list')).toHaveLength(1);
    expect(labels.get('/')).toEqual(new Set(['Home']));
    expect(links.map((l) => l.label)).not.toContain('OTT Home');
  });
});
