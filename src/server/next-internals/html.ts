// The shapes of Next's and React's HTML that the deferral of the app's scripts rewrites (server/defer-app.ts): written
// against Next 16.4.6 and React 19.3. If an upgrade renders them otherwise, the pages keep working but load their app
// with the HTML again; `appScriptsLeft` (checked on built pages by the browser tests) then finds what was missed.

/** The watch page's hls.js, an async script React puts at the head's end (in place of its preload): its early start. */
export const PLAYER_SCRIPT = String.raw`<script async="" src="\/player\/hls\.[0-9a-f]{16}\.js"[^>]*><\/script>`;

/** An app chunk's script. On a page rendered per request Next marks it with the response's nonce (proxy.ts). */
export const APP_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?: nonce="[^"]*")? async=""(?: nonce="[^"]*")?><\/script>/g;

/** An app chunk's preload, which React writes in the head for each of them. */
export const APP_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="low")?(?: nonce="[^"]*")? href="\/_next\/static\/chunks\/[^"]+\.js"(?: nonce="[^"]*")?\/>/g;

/** A head's preloads, and the watch page's hls.js, which is as good as a preload. */
export const HEAD_PRELOAD = new RegExp(String.raw`<link rel="preload" [^>]*\/>|${PLAYER_SCRIPT}`, 'g');

/**
 * The app chunks a page still names outside the deferral's empty `<script data-app-src>` (none, once the deferral
 * has recognised every script and preload Next wrote): the canary for a Next upgrade, run on built pages.
 */
export function appScriptsLeft(html: string): string[] {
  const chunk = /<[^>]*\/_next\/static\/chunks\/[^"]+\.js[^>]*>/g;
  // (Next's polyfills for browsers without modules are skipped by every browser that has them: left as they are.)
  return (html.match(chunk) ?? []).filter(
    (tag) => !/^<script data-app-src="[^"]+">$/.test(tag) && !/^<script [^>]*\bnoModule=""/.test(tag),
  );
}
