import type { PostFormat } from './schema';

// Client-safe words and numbers for posts: dates, reading time, format names.

export const FORMAT_LABEL: Record<PostFormat, string> = {
  standard: 'Article',
  audio: 'Audio',
  video: 'Video',
  link: 'Link',
  quote: 'Quote',
  gallery: 'Gallery',
};

/** 2026-11-27T09:30:00Z as "27 Nov 2026" (UTC: the same on the server and in every reader's browser). */
export function postDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const readingTime = (minutes: number) => `${minutes} min read`;

/** 75 as "1:15". */
export function audioClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A link post's address when it is a web address (http or https); null for anything else (javascript:, data:...). */
export function webUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A link post's address as readers recognise it: its host without "www.". */
export const linkHost = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** A picture as Markdown: `![alt](path "caption")`, the alt's brackets and the caption's quotes escaped. */
export function pictureMarkdown(path: string, alt: string, caption: string): string {
  const text = (value: string) => value.replace(/[\\[\]]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
  return `![${text(alt)}](${path}${caption ? ` "${text(caption).replace(/"/g, '\\"')}"` : ''})`;
}
