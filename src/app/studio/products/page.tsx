import { createShopCategory } from '@/domains/shop/studio-actions';
import { InlineAddForm } from '@/ui/InlineAddForm';
import { studioProducts, studioShopCategories } from '@/domains/shop/studio';
import { requireStudio } from '../gate';
import { listPageHref, readListQuery, StudioList } from '../list';
import { EditLink } from '@/ui/StudioTable';
import { StudioSection } from '@/ui/StudioSection';

export const metadata = { title: 'Products' };

export default async function StudioProducts({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const { q, page } = readListQuery(await searchParams);
  const [{ rows, total, pageCount }, categories] = await Promise.all([studioProducts(q, page), studioShopCategories()]);
  return (
    <StudioList
      title="Products"
      create={{ href: '/studio/products/new', label: 'New product' }}
      search={{ id: 'studio-product-search', label: 'Find a product', q }}
      total={total}
      noun={['product', 'products']}
      clearHref="/studio/products"
      table={{
        label: 'Products',
        rows,
        rowKey: (p) => p.slug,
        columns: [
          { label: 'Name', cell: (p) => <EditLink href={`/studio/products/${p.slug}`}>{p.name}</EditLink> },
          { label: 'Category', cell: (p) => p.category },
          { label: 'On sale', cell: (p) => (p.published ? 'Yes' : 'Draft') },
          { label: 'Variants', cell: (p) => p.variants },
          { label: 'In stock', cell: (p) => (p.stock === 0 ? 'Sold out' : p.stock) },
        ],
      }}
      pager={{ page, pageCount, hrefFor: listPageHref('/studio/products', { q }) }}
    >
      <StudioSection id="categories" heading="Categories">
        <ul className="studio-links">
          {categories.map((c) => (
            <li key={c.slug}>
              {c.name} ({c.products === 1 ? '1 product' : `${c.products} products`})
            </li>
          ))}
        </ul>
        <InlineAddForm label="New category" button="Add category" action={createShopCategory} extra={{ description: '' }} />
      </StudioSection>
    </StudioList>
  );
}
