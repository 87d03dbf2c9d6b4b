import { z } from 'zod';
import { MAX_PAGE, pageSchema, slugSchema } from '@/domains/catalogue/params';
import type { ListingParams } from '@/lib/listing-query';

// Client-safe: the shop listing's parameters and their one canonical form. Prices in the address are whole
// dollars (?min=20&max=50); the query compares them in cents.

export const SHOP_SORTS = {
  newest: 'Newest',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  'a-z': 'A to Z',
} as const;
export type ShopSort = keyof typeof SHOP_SORTS;
export const SHOP_PAGE_SIZE = 12;
export const SHOP_PATH = '/merchandise/shop';

const slug = slugSchema.max(60);
const dollars = z.string().regex(/^(0|[1-9]\d{0,4})$/);
const sorts = Object.keys(SHOP_SORTS) as [ShopSort, ...ShopSort[]];

export const shopBrowseSchema = z.object({
  category: slug.optional().catch(undefined),
  min: z.coerce.number().int().min(0).max(99_999).optional().catch(undefined),
  max: z.coerce.number().int().min(0).max(99_999).optional().catch(undefined),
  stock: z.literal('in').optional().catch(undefined),
  sort: z.enum(sorts).catch('newest'),
  page: pageSchema,
});
export type ShopBrowseParams = z.infer<typeof shopBrowseSchema>;

/** The shop's listings that take parameters (app/listings.ts gathers every domain's). */
export const SHOP_LISTINGS = {
  'merchandise/shop': {
    params: {
      category: slug,
      min: dollars,
      max: dollars,
      stock: z.literal('in'),
      sort: z.enum(sorts),
      page: z
        .string()
        .regex(/^[1-9]\d{0,4}$/)
        .refine((p) => Number(p) <= MAX_PAGE),
    },
    defaults: { sort: 'newest', page: '1' },
  },
} satisfies Record<string, ListingParams>;

/** A line of a cart or an order, named by its SKU. */
export const skuSchema = z.string({ message: 'Choose an item.' }).trim().min(1, 'Choose an item.').max(64, 'Choose an item.');
