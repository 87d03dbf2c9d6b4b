// Text as people type it holds whole characters: a lone UTF-16 surrogate (which JSON can carry, "\ud800") is no
// character, shows as "�" and cannot be stored faithfully, so names refuse it.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** "Léon: The Professional" as "leon-the-professional": lowercase ASCII words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The first letter of a person's name (or e-mail), for the account button. */
export const initialOf = (text: string) => Array.from(text.trim())[0]?.toLocaleUpperCase() ?? '';
