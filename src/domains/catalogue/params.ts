import { z } from 'zod';

// Client-safe: the listing parameters, their one canonical form and the URL helpers. No database here.

export const SORTS = { newest: 'Newest', oldest: 'Oldest', 'a-z': 'A to Z', 'z-a': 'Z to A', rating: 'Top rated' } as const;
export type Sort = keyof typeof SORTS;
export const PAGE_SIZE = 24;
export const MAX_PAGE = 10_000;

/** A ?page= value for pages that forgive it: a whole number from 1, anything else reads as the first page. */
export const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);

/** A slug as the catalogue writes them: lowercase words joined by hyphens. */
export const slugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const browseSchema = z.object({
  genre: z.string().max(60).optional().catch(undefined),
  tag: z.string().max(60).optional().catch(undefined),
  category: z.string().max(60).optional().catch(undefined),
  sort: z.enum(Object.keys(SORTS) as [Sort, ...Sort[]]).catch('newest'),
  page: pageSchema,
});
export type BrowseParams = z.infer<typeof browseSchema>;

/** The listing sections that take parameters, and which ones each takes. */
export const LISTING_KEYS = {
  movies: ['genre', 'tag', 'sort', 'page'],
  'tv-shows': ['genre', 'tag', 'sort', 'page'],
  videos: ['category', 'sort', 'page'],
  cast: ['page'],
} as const;
export type ListingSection = keyof typeof LISTING_KEYS;
export const LISTING_PARAM_KEYS = ['genre', 'tag', 'category', 'sort', 'page'] as const;

const strictValue = {
  genre: slugSchema.max(60),
  tag: slugSchema.max(60),
  category: slugSchema.max(60),
  sort: z.enum(Object.keys(SORTS) as [Sort, ...Sort[]]),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/)
    .refine((p) => Number(p) <= MAX_PAGE),
};
const DEFAULTS: Partial<Record<(typeof LISTING_PARAM_KEYS)[number], string>> = { sort: 'newest', page: '1' };

/**
 * The one spelling of a listing's parameters ("genre=action&sort=a-z"; defaults and blanks dropped, keys in a
 * fixed order), or null when a value is malformed or the section does not take it. Other keys (utm_...) are
 * ignored. Equal listings get equal strings, so the page cache holds one entry per listing.
 */
export function canonicalListingQuery(section: string, search: URLSearchParams): string | null {
  if (!Object.hasOwn(LISTING_KEYS, section)) return null;
  const allowed: readonly string[] = LISTING_KEYS[section as ListingSection];
  const out = new URLSearchParams();
  for (const key of LISTING_PARAM_KEYS) {
    const values = search.getAll(key).filter((v) => v !== '');
    if (!values.length) continue;
    if (values.length > 1 || !allowed.includes(key) || !strictValue[key].safeParse(values[0]).success) return null;
    if (DEFAULTS[key] !== values[0]) out.set(key, values[0]!);
  }
  return out.toString();
}
