import { CATALOGUE_LISTINGS } from '@/domains/catalogue/params';
import { SHOP_LISTINGS } from '@/domains/shop/params';
import { canonicalQuery, type ListingParams } from '@/lib/listing-query';

// Every listing whose query string holds filters, sorts or pages, from every domain, with the layout it is shown
// in. src/proxy.ts puts a listing's query in its one spelling and rewrites it to that layout's browse route, which
// renders the section (app/(frontend)/_sections/sections.tsx). A new domain's listing adds its entry here.

export type Chrome = 'frontend' | 'merchandise';
export type Listing = ListingParams & { chrome: Chrome };

const inChrome = <K extends string>(chrome: Chrome, listings: Record<K, ListingParams>) =>
  Object.fromEntries(Object.entries<ListingParams>(listings).map(([key, l]) => [key, { ...l, chrome }])) as Record<K, Listing>;

export const LISTINGS: Record<string, Listing> = { ...inChrome('frontend', CATALOGUE_LISTINGS), ...inChrome('merchandise', SHOP_LISTINGS) };

/** Where each layout renders its listings' filtered forms: <route>/<the section's last segment>/<query>. */
export const BROWSE_ROUTE: Partial<Record<Chrome, string>> = { frontend: '/browse', merchandise: '/merchandise/browse' };

/** Every parameter any listing takes (the proxy's matcher names each). */
export const LISTING_PARAM_KEYS = [...new Set(Object.values(LISTINGS).flatMap((l) => Object.keys(l.params)))];

/** The listing's query in its one spelling, or null when the section takes no such query. */
export function canonicalListingQuery(section: string, search: URLSearchParams): string | null {
  const listing = Object.hasOwn(LISTINGS, section) ? LISTINGS[section]! : undefined;
  return listing ? canonicalQuery(listing, search, LISTING_PARAM_KEYS) : null;
}
