import fs from 'node:fs';
import path from 'node:path';

// Next sends a 404 thrown by notFound() in a page as an empty shell (`<html id="__next_error__">`) that only the
// browser's React fills (vercel/next.js#62228): a crawler, a page without scripts and the appearance settings' first
// paint all saw a blank page. Such an answer is replaced by the build's own server-rendered not-found page, which is
// complete without its scripts (a way home and a search form), so it goes without them.

const ERROR_SHELL = '<html id="__next_error__"';
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

/** Every script but the inline ones that set the page up before it paints (marked by their storage key). */
export function withoutAppScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) =>
      /^<script>(?!self\.__next_f)[^<]*huisetting-react/.test(script) ? script : '',
    )
    .replace(/<link rel="(?:preload|modulepreload)" as="script"[^>]*\/?>/g, '');
}

/** The page to send for a 404: Next's own, unless it is the empty shell and a built page can stand in for it. */
export function notFoundDocument(status: number, html: string): string {
  if (status !== 404 || !html.includes(ERROR_SHELL)) return html;
  return staticNotFoundPage() ?? html;
}
