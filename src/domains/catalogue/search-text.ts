// Turns free text into a safe prefix tsquery: only letters, digits and the marks on them reach PostgreSQL.
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

export function searchTokens(text: string): string[] {
  const tokens =
    text
      .normalize('NFKC')
      .toLowerCase()
      .slice(0, 400)
      // A mark belongs to its letter ("İ" lowers to i and a dot above; Devanagari vowel signs): never a word break.
      .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
  return tokens.slice(0, MAX_TOKENS).map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

/** "star wa" -> "star:* & wa:*" (words may still be being typed). Empty when nothing searchable is left. */
export function prefixTsquery(text: string): string {
  const tokens = searchTokens(text);
  return tokens.map((t) => `${t}:*`).join(' & ');
}

/** The one spelling of a search ("Crimson  HARBOR!" -> "crimson harbor"): equal searches share one cached page. */
export function canonicalSearchTerm(text: string): string {
  return searchTokens(text).join(' ');
}
