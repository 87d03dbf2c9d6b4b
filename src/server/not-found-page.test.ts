import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundDocument, staticNotFoundPage, withoutAppScripts } from './not-found-page';

describe('the not-found page', () => {
  it('keeps the pre-paint script and drops the app’s scripts, its preloads and its flight data', () => {
    const html =
      '<html><head><link rel="preload" as="script" href="/_next/a.js"/><script src="/_next/a.js" async=""></script>' +
      '<meta property="og:image" content="http://build.example/og"/><meta name="twitter:card" content="summary"/>' +
      '<script id="appearance-prepaint">(function(key){})("huisetting-react")</script></head><body><h1>Page not found</h1>' +
      '<script>self.__next_f.push([1,"huisetting-react"])</script></body></html>';
    expect(withoutAppScripts(html)).toBe(
      '<html><head><script id="appearance-prepaint">(function(key){})("huisetting-react")</script></head><body><h1>Page not found</h1></body></html>',
    );
  });

  it('stands in for Next’s empty error shell on a 404 only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-nf-'));
    const file = path.join(dir, '_not-found.html');
    fs.writeFileSync(file, '<html lang="en"><body><h1>Page not found</h1><script src="/x.js"></script></body></html>');
    expect(staticNotFoundPage(file)).toBe('<html lang="en"><body><h1>Page not found</h1></body></html>');
    const shell =
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"[\\"$\\",\\"main\\",null,{\\"id\\":\\"main\\",\\"data-not-found\\":\\"site\\"}]"])</script></body></html>';
    expect(notFoundDocument(404, shell)).toBe('<html lang="en"><body><h1>Page not found</h1></body></html>');
    expect(notFoundDocument(500, shell)).toBe(shell);
    // A nested not-found page (a listing's, the shop's) is its own: left to Next.
    const nested =
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"listing"])</script></body></html>';
    expect(notFoundDocument(404, nested)).toBe(nested);
    expect(notFoundDocument(404, '<html lang="en"><body>A designed 404 of its own</body></html>')).toContain('of its own');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
