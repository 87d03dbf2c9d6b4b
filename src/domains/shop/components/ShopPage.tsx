import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { ListingFilters } from '@/ui/ListingFilters';
import { Pagination } from '@/ui/Pagination';
import { cachedBrowseProducts, cachedShopCategories } from '../listing';
import { SHOP_PATH, SHOP_SORTS, shopBrowseSchema } from '../params';
import { ProductGrid } from './ProductCard';

/**
 * /merchandise/shop: every product, filtered by category, price and stock, sorted and paged. An unknown category
 * or a page past the end is a 404 (never a cached empty page per made-up URL).
 */
export async function ShopPage({ query }: { query: URLSearchParams }) {
  const params = shopBrowseSchema.parse(Object.fromEntries(query));
  const [result, categories] = await Promise.all([cachedBrowseProducts(params), cachedShopCategories()]);
  if (params.category && !categories.some((c) => c.slug === params.category)) notFound();
  if (params.page > result.pageCount) notFound();
  const hrefFor = (page: number) => {
    const q = new URLSearchParams(query);
    if (page > 1) q.set('page', String(page));
    else q.delete('page');
    const s = q.toString();
    return s ? `${SHOP_PATH}?${s}` : SHOP_PATH;
  };
  const category = categories.find((c) => c.slug === params.category);
  return (
    <>
      <Breadcrumb title={category ? category.name : 'Shop'} />
      <div className="container section">
        {category && <p className="lead">{category.description}</p>}
        <ListingFilters
          action={SHOP_PATH}
          fields={[
            {
              kind: 'select',
              name: 'category',
              label: 'Category',
              options: categories.map((c) => ({ slug: c.slug, title: c.name })),
              value: params.category,
            },
            {
              kind: 'range',
              label: 'Price (USD)',
              names: ['min', 'max'],
              values: [params.min?.toString(), params.max?.toString()],
              unit: '$',
            },
            { kind: 'check', name: 'stock', label: 'In stock only', value: 'in', checked: params.stock === 'in' },
          ]}
          sort={params.sort}
          sorts={Object.entries(SHOP_SORTS)}
        />
        <h2 className="result-count" aria-live="polite">
          {result.total === 1 ? '1 product' : `${result.total} products`}
        </h2>
        {result.total === 0 ? (
          <p>Nothing matches these filters. Widen the price range or show products that are sold out too.</p>
        ) : (
          <ProductGrid items={result.items} label={category ? category.name : 'Products'} />
        )}
        <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} />
      </div>
    </>
  );
}
