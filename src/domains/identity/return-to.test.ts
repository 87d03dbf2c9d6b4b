import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './relying-party';

describe('where sign-in returns to', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnTo('/movies?genre=action')).toBe('/movies?genre=action');
    expect(safeReturnTo(null)).toBe('/');
  });

  it('never leaves the site or loops through sign-in', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'movies', '/auth/login', '/oidc/auth'])
      expect(safeReturnTo(bad), bad).toBe('/');
  });
});
