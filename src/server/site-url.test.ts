import { describe, expect, it } from 'vitest';
import { selfOrigin } from './site-url';

// Next forwards a server action posted to the wrong page, cookies and all, to the origin it is given: never a guess.
describe('selfOrigin', () => {
  it('is loopback on the configured port when the server listens on every address', () => {
    expect(selfOrigin('0.0.0.0', 3100)).toBe('http://127.0.0.1:3100');
    expect(selfOrigin('::', 8080)).toBe('http://127.0.0.1:8080');
  });
  it('is the one address the server listens on otherwise', () => {
    expect(selfOrigin('10.0.0.5', 80)).toBe('http://10.0.0.5:80');
    expect(selfOrigin('fd00::5', 80)).toBe('http://[fd00::5]:80');
  });
});
