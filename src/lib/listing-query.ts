import type { z } from 'zod';

// Listings whose filters, sorts and pages live in the query string (/movies?genre=action&sort=a-z) are cached one
// page per listing: the query is put in one spelling first. Each domain declares its listings' parameters; app/
// gathers them (app/listings.ts) with the layout each is shown in.

export type ListingParams = {
  /** The parameters the listing takes, in their canonical order, each with the rule for a good value. */
  params: Record<string, z.ZodType<string>>;
  /** Values that are the same as leaving the parameter out. */
  defaults?: Record<string, string>;
};

/**
 * The one spelling of a listing's parameters ("genre=action&sort=a-z"; defaults and blanks dropped, keys in the
 * declared order), or null when a value is malformed, repeated, or not one the listing takes. Other keys (utm_...)
 * are ignored, so equal listings get equal strings.
 */
export function canonicalQuery(listing: ListingParams, search: URLSearchParams, known: readonly string[]): string | null {
  const out = new URLSearchParams();
  for (const key of known) {
    const values = search.getAll(key).filter((v) => v !== '');
    if (!values.length) continue;
    const rule = listing.params[key];
    if (values.length > 1 || !rule || !rule.safeParse(values[0]).success) return null;
    if (listing.defaults?.[key] !== values[0]) out.set(key, values[0]!);
  }
  // Keys in the listing's own order.
  const ordered = new URLSearchParams();
  for (const key of Object.keys(listing.params)) if (out.has(key)) ordered.set(key, out.get(key)!);
  return ordered.toString();
}
