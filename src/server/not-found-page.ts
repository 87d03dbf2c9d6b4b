import fs from 'node:fs';
import path from 'node:path';

// Next sends a 404 thrown by notFound() in a page as an empty shell (`<html id="__next_error__">`) that only the
// browser's React fills (vercel/next.js#62228): a crawler, a page without scripts and the appearance settings' first
// paint all saw a blank page. Such an answer is replaced by the build's own server-rendered not-found page, which is
// complete without its scripts (a way home and a search form), so it goes without them.

const ERROR_SHELL = '<html id="__next_error__"';
// Not-found pages mark themselves (data-not-found) and the shell's data names each boundary of the route: only a route
// under no other boundary than the site-wide one (app/not-found.tsx) gets the stand-in; a listing's own not-found page
// (a nested boundary) is left as Next sends it.
const NOT_FOUND_MARK = /\\"data-not-found\\":\\"([\w-]+)\\"/g;
const onlySiteWide = (html: string) => {
  const marks = [...html.matchAll(NOT_FOUND_MARK)].map((m) => m[1]);
  return marks.length > 0 && marks.every((m) => m === 'site');
};
let cached: string | null | undefined;

/** The build's not-found page with Next's scripts left out (the appearance pre-paint script stays), or null in dev. */
export function staticNotFoundPage(file = path.join(process.cwd(), '.next', 'server', 'app', '_not-found.html')): string | null {
  if (cached !== undefined) return cached;
  try {
    cached = withoutAppScripts(fs.readFileSync(file, 'utf8'));
  } catch {
    cached = null;
  }
  return cached;
}

/**
 * Every script but the appearance's pre-paint one, and the sharing tags: they name the address the page was built for
 * (a 404 is not for sharing).
 */
export function withoutAppScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) => (script.startsWith('<script id="appearance-prepaint">') ? script : ''))
    .replace(/<link rel="(?:preload|modulepreload)" as="script"[^>]*\/?>/g, '')
    .replace(/<meta (?:property="og:|name="twitter:)[^>]*\/?>/g, '');
}

/** The page to send for a 404: Next's own, unless it is the site-wide page's empty shell and a built page can stand in. */
export function notFoundDocument(status: number, html: string): string {
  if (status !== 404 || !html.includes(ERROR_SHELL) || !onlySiteWide(html)) return html;
  return staticNotFoundPage() ?? html;
}
