// Turns free text into a safe prefix tsquery: only letters, digits and the marks on them reach PostgreSQL.
export { foldAccents } from '@/lib/accents';
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

// A mark belongs to its letter ("İ" lowers to i and a dot above; Devanagari vowel signs): never a word break.
const TOKEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
// A word as it is written: a hyphen or an apostrophe inside it stays ("sun-hee", "o'brien").
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;

// Cut by whole characters: a cut through a letter outside the Basic Plane ("𠀀") left half of it, which
// encodeURIComponent refuses (a crafted search answered 500).
const clip = (text: string, max = MAX_TOKEN_LENGTH) => Array.from(text).slice(0, max).join('');
// Composed again after lowering: "J" and a caron lower to "j" and a caron, which compose to "ǰ".
const prepared = (text: string) =>
  clip(text.slice(0, 800).normalize('NFKC').toLowerCase().normalize('NFKC').replaceAll('\u2019', "'"), 400);

export function searchTokens(text: string): string[] {
  const tokens = prepared(text).match(TOKEN) ?? [];
  return tokens.slice(0, MAX_TOKENS).map((t) => clip(t));
}

/** "star wa" -> "star:* & wa:*" (words may still be being typed). Empty when nothing searchable is left. */
export function prefixTsquery(text: string): string {
  const tokens = searchTokens(text);
  return tokens.map((t) => `${t}:*`).join(' & ');
}

/**
 * The one spelling of a search ("Crimson  HARBOR!" -> "crimson harbor", "Sun-hee" kept as "sun-hee" for the heading):
 * equal searches share one cached page.
 */
export function canonicalSearchTerm(text: string): string {
  const words = prepared(text).match(WORD) ?? [];
  return words
    .slice(0, MAX_TOKENS)
    .map((w) => clip(w).replace(/['-]+$/, ''))
    .join(' ');
}
