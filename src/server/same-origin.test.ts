import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin';

const from = (headers: Record<string, string>) => isSameOriginRequest((name) => ({ host: 'streamit.test', ...headers })[name]);

describe('same-origin requests', () => {
  it('accepts posts from pages of this site, and clients that send neither header', () => {
    expect(from({ 'sec-fetch-site': 'same-origin', origin: 'https://streamit.test' })).toBe(true);
    expect(from({})).toBe(true);
  });

  it('refuses other sites, by either header, and a malformed Origin', () => {
    expect(from({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(from({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(from({ origin: 'https://evil.example' })).toBe(false);
    expect(from({ origin: 'not a url' })).toBe(false);
  });
});
