import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './relying-party';

describe('where sign-in returns to', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnTo('/movies?genre=action')).toBe('/movies?genre=action');
    expect(safeReturnTo('/tv-shows#seasons')).toBe('/tv-shows#seasons');
    expect(safeReturnTo(null)).toBe('/');
  });

  it('never leaves the site or loops through sign-in', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example', // URL parsing drops the tab: "//evil.example"
      '/\n/evil.example',
      '/\r/evil.example',
      '/\t\\evil.example',
      '/%2F%2Fevil.example/../..//evil.example',
      'movies',
      '/auth/login',
      '/oidc/auth',
    ])
      expect(safeReturnTo(bad), bad).toBe('/');
  });
});
