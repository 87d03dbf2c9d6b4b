import { COLOR_TOKENS } from '@/lib/tokens';

// The few pages answered outside Next (a refused request, the steps of signing out): one small document in the
// site's colours, with no stylesheet to load.

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `:root{${Object.entries(COLOR_TOKENS)
  .map(([name, value]) => `${name}:${value}`)
  .join(
    ';',
  )}}body{background:var(--bg);color:var(--text);font-family:system-ui,sans-serif;padding:2rem;line-height:1.5}a{color:var(--info)}button{background:var(--primary);color:var(--text);border:0;border-radius:8px;padding:.6rem 1.2rem;font:inherit}`;

/**
 * A whole HTML document. `title` is text (escaped here); `body` and `head` are markup the caller has escaped.
 */
export function plainPage({ title, body, head = '' }: { title: string; body: string; head?: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}<title>${escapeHtml(title)} | StreamIt</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}
