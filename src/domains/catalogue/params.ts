import { z } from 'zod';
import type { ListingParams } from '@/lib/listing-query';

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

const value = {
  genre: slugSchema.max(60),
  tag: slugSchema.max(60),
  category: slugSchema.max(60),
  sort: z.enum(Object.keys(SORTS) as [Sort, ...Sort[]]),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/)
    .refine((p) => Number(p) <= MAX_PAGE),
};
const defaults = { sort: 'newest', page: '1' };

/** The catalogue's listings that take parameters, and which (app/listings.ts gathers every domain's). */
export const CATALOGUE_LISTINGS = {
  movies: { params: { genre: value.genre, tag: value.tag, sort: value.sort, page: value.page }, defaults },
  'tv-shows': { params: { genre: value.genre, tag: value.tag, sort: value.sort, page: value.page }, defaults },
  videos: { params: { category: value.category, sort: value.sort, page: value.page }, defaults },
  cast: { params: { page: value.page }, defaults },
} satisfies Record<string, ListingParams>;
