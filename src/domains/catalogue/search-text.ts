// Turns free text into a safe prefix tsquery: only letters, digits and the marks on them reach PostgreSQL.
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

// A mark belongs to its letter ("İ" lowers to i and a dot above; Devanagari vowel signs): never a word break.
const TOKEN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
// A word as it is written: a hyphen or an apostrophe inside it stays ("sun-hee", "o'brien").
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;

const prepared = (text: string) => text.normalize('NFKC').toLowerCase().replaceAll('\u2019', "'").slice(0, 400);

// Letters as an index folds them (people.sort_name and search_vector, migration 0037): "Hélène" is found as "helene".
// Kept to one character each so SQL's translate() and foldAccents agree; a test holds them to the schema.
export const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşťùúûüūůűųýÿźżžßæœ';
export const PLAIN = 'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorssstuuuuuuuuyyzzzsao';
const FOLD = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]));

/** Lower case without the marks the index drops ("Jiménez" -> "jimenez"), as translate(lower(...)) does in SQL. */
export function foldAccents(text: string): string {
  return [...text.normalize('NFKC').toLowerCase()].map((c) => FOLD.get(c) ?? c).join('');
}

export function searchTokens(text: string): string[] {
  const tokens = prepared(text).match(TOKEN) ?? [];
  return tokens.slice(0, MAX_TOKENS).map((t) => t.slice(0, MAX_TOKEN_LENGTH));
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
    .map((w) => w.slice(0, MAX_TOKEN_LENGTH).replace(/['-]+$/, ''))
    .join(' ');
}
