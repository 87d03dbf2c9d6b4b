import { describe, expect, it } from 'vitest';
import { selfAddress } from './site-url';

// Next forwards a server action posted to the wrong page, cookies and all, to the address it is given: never a guess.
describe('selfAddress', () => {
  it('is loopback on the configured port when the server listens on every address', () => {
    expect(selfAddress('0.0.0.0', 3100)).toEqual({ hostname: '127.0.0.1', port: 3100 });
    expect(selfAddress('::', 8080)).toEqual({ hostname: '127.0.0.1', port: 8080 });
  });
  it('is the one address the server listens on otherwise', () => {
    expect(selfAddress('10.0.0.5', 80)).toEqual({ hostname: '10.0.0.5', port: 80 });
  });
});
