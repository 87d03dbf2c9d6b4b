import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './defer-app';

const head = (extra: string) =>
  `<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0xe.js"/>` +
  `<script src="/_next/static/chunks/a1.js" async=""></script><script src="/_next/static/chunks/turbopack-b2.js" async=""></script>` +
  `<script src="/_next/static/chunks/poly.js" noModule=""></script></head><body>${extra}` +
  `<script src="/_next/static/chunks/0xe.js" async=""></script></body></html>`;

describe('deferAppScripts', () => {
  it('holds back the app scripts of a page that starts its stream itself, which loads them at its first frame', () => {
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
    expect(out).not.toContain('requestAnimationFrame');
  });

  it('holds back the app scripts of every other page too, and loads them after its first paint', () => {
    const page = head('<div class="player-missing">For subscribers</div>');
    const out = deferAppScripts(page);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(out.match(/<script data-app-src="[^"]+"><\/script>/g)).toHaveLength(3);
    // The loader comes last in the body, once: after the held scripts it looks for.
    expect(out).toMatch(/<script>\(function \(\) \{[\s\S]*requestAnimationFrame[\s\S]*\}\)\(\);<\/script><\/body><\/html>$/);
    expect(out.match(/requestAnimationFrame/g)).toHaveLength(1);
    // A name that only looks like the player's script is not the early start: the page loads after paint.
    expect(deferAppScripts(head('<script src="/player/hls.js"></script>'))).toContain('requestAnimationFrame');
  });

  it('leaves a document without app scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>';
    expect(deferAppScripts(plain)).toBe(plain);
  });
});
