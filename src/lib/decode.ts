// Percent-decoding of what a visitor sent (a path segment, a cookie, a hash): a malformed escape ("%", "%E0%A4%A")
// names nothing, so it is null rather than a URIError and a 500.

export function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
