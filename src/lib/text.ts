// Text as people type it holds whole characters: a lone UTF-16 surrogate (which JSON can carry, "\ud800") is no
// character, shows as "�" and cannot be stored faithfully, so names refuse it.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}
