import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './defer-app';

const head = (extra: string) =>
  `<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0xe.js"/>` +
  `<script src="/_next/static/chunks/a1.js" async=""></script><script src="/_next/static/chunks/turbopack-b2.js" async=""></script>` +
  `<script src="/_next/static/chunks/poly.js" noModule=""></script></head><body>${extra}` +
  `<script src="/_next/static/chunks/0xe.js" async=""></script></body></html>`;

describe('deferAppScripts', () => {
  it('holds back the app scripts of a page that starts its stream itself, and only those', () => {
    const page = head('<video></video><script src="/player/hls.0123456789abcdef.js"></script><script>start()</script>');
    const out = deferAppScripts(page);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out.match(/<script data-app-src="[^"]+"><\/script>/g)).toEqual([
      '<script data-app-src="/_next/static/chunks/a1.js"></script>',
      '<script data-app-src="/_next/static/chunks/turbopack-b2.js"></script>',
      '<script data-app-src="/_next/static/chunks/0xe.js"></script>',
    ]);
    // The player's own script, the inline start and the old browsers' polyfills stay as they are.
    expect(out).toContain('<script src="/player/hls.0123456789abcdef.js"></script><script>start()</script>');
    expect(out).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
  });

  it('leaves every other page as it is (no player, or a refused one)', () => {
    const page = head('<div class="player-missing">For subscribers</div>');
    expect(deferAppScripts(page)).toBe(page);
    // A name that only looks like the player's script is not the marker.
    const lookalike = head('<script src="/player/hls.js"></script>');
    expect(deferAppScripts(lookalike)).toBe(lookalike);
  });
});
