// Text as people type it holds whole characters: a lone UTF-16 surrogate (which JSON can carry, "\ud800") is no
// character, shows as "�" and cannot be stored faithfully, so names refuse it.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/**
 * Characters no name shows as typed: controls (NUL above all: PostgreSQL stores none), C1, and the invisible and
 * text-direction ones (marks, separators, overrides and isolates, BOM) that make a name read as another.
 */
export const NOT_IN_A_NAME = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/;

/** What someone typed in a search box, with the control characters taken out (a NUL would fail PostgreSQL's query). */
export const searchText = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ');

/** "Léon: The Professional" as "leon-the-professional": lowercase ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A person's initials as an avatar shows them: "Ama Varga" -> "AV", "lina" -> "LI", "ama.varga@x" -> "AV". */
export function initialsOf(name: string, email = ''): string {
  const words = (name.trim() || email.split('@')[0] || '')
    .split(/[\s._-]+/u)
    .filter(Boolean)
    .map((w) => Array.from(w));
  const letters = words.length > 1 ? [words[0]![0]!, words.at(-1)![0]!] : (words[0] ?? []).slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}
