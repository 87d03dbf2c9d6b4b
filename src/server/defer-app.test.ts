import { describe, expect, it } from 'vitest';
import { deferAppScripts, policyNonce, preloadsFirst } from './defer-app';

const head = (extra: string) =>
  `<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/0xe.js"/>` +
  `<script src="/_next/static/chunks/a1.js" async=""></script><script src="/_next/static/chunks/turbopack-b2.js" async=""></script>` +
  `<script src="/_next/static/chunks/poly.js" noModule=""></script></head><body>${extra}` +
  `<script src="/_next/static/chunks/0xe.js" async=""></script></body></html>`;

describe('deferAppScripts', () => {
  it('holds back the app scripts of a page that starts its stream itself, which loads them at its first frame', () => {
    const page = head('<video></video><script>start()</script>').replace(
      '</head>',
      '<script async="" src="/player/hls.0123456789abcdef.js" fetchPriority="high"></script></head>',
    );
    const out = deferAppScripts(page);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out.match(/<script data-app-src="[^"]+"><\/script>/g)).toEqual([
      '<script data-app-src="/_next/static/chunks/a1.js"></script>',
      '<script data-app-src="/_next/static/chunks/turbopack-b2.js"></script>',
      '<script data-app-src="/_next/static/chunks/0xe.js"></script>',
    ]);
    // The player's own script, the inline start and the old browsers' polyfills stay as they are.
    expect(out).toContain('<script async="" src="/player/hls.0123456789abcdef.js" fetchPriority="high"></script></head>');
    expect(out).toContain('<video></video><script>start()</script>');
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

  it('holds them back on a page rendered per request too, where Next marks them with the nonce (either order)', () => {
    const page = head('<main></main>')
      .replace('fetchPriority="low" href', 'fetchPriority="low" nonce="n0nce" href')
      .replace('a1.js" async=""', 'a1.js" nonce="n0nce" async=""')
      .replace('turbopack-b2.js" async=""', 'turbopack-b2.js" async="" nonce="n0nce"');
    const out = deferAppScripts(page);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out.match(/<script data-app-src="[^"]+"><\/script>/g)).toHaveLength(3);
    // The site's own inline scripts get the response's nonce: the layout's two and the loader.
    const layout = page.replace('<head>', '<head><script id="appearance-prepaint">a()</script><script id="who-hint">b()</script>');
    const marked = deferAppScripts(layout, 'n0nce');
    expect(marked).toContain('<script id="appearance-prepaint" nonce="n0nce">a()</script><script id="who-hint" nonce="n0nce">b()</script>');
    expect(marked).toMatch(/<script nonce="n0nce">\(function \(\) \{[\s\S]*requestAnimationFrame/);
    expect(deferAppScripts(layout)).toContain('<script id="appearance-prepaint">a()</script>');
    expect(policyNonce("script-src 'self' 'nonce-AbC+/9=='; style-src 'self'")).toBe('AbC+/9==');
    expect(policyNonce("script-src 'self' 'unsafe-inline'")).toBeUndefined();
  });

  it('leaves a document without app scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>';
    expect(deferAppScripts(plain)).toBe(plain);
  });
});

describe('preloadsFirst', () => {
  it("moves the head's preloads and the player's async script ahead of its inline stylesheet, in their order, and touches nothing else", () => {
    const page =
      '<html><head><meta charSet="utf-8"/><style data-precedence="next">body{color:red}</style>' +
      '<link rel="preload" href="/player/hls.0123456789abcdef.js" as="script" fetchPriority="high"/><title>T</title>' +
      '<link rel="preload" href="/media/videos/a/master.m3u8" as="fetch" crossorigin=""/>' +
      '<script async="" src="/player/hls.0123456789abcdef.js" fetchPriority="high"></script></head>' +
      '<body><link rel="preload" href="/late.jpg" as="image"/></body></html>';
    expect(preloadsFirst(page)).toBe(
      '<html><head><meta charSet="utf-8"/><link rel="preload" href="/player/hls.0123456789abcdef.js" as="script" fetchPriority="high"/>' +
        '<link rel="preload" href="/media/videos/a/master.m3u8" as="fetch" crossorigin=""/>' +
        '<script async="" src="/player/hls.0123456789abcdef.js" fetchPriority="high"></script>' +
        '<style data-precedence="next">body{color:red}</style>' +
        '<title>T</title></head><body><link rel="preload" href="/late.jpg" as="image"/></body></html>',
    );
    // No inline stylesheet in the head, or no preload after it: the page as it was.
    const bare = '<html><head><title>T</title></head><body><style>p{}</style></body></html>';
    expect(preloadsFirst(bare)).toBe(bare);
  });
});
