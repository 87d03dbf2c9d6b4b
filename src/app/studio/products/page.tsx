import Link from 'next/link';
import { createShopCategory } from '@/domains/shop/studio-actions';
import { InlineAddForm } from '@/ui/InlineAddForm';
import { studioProducts, studioShopCategories } from '@/domains/shop/studio';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';
import { ListHead, listPageHref, readListQuery } from '../list';
import { TableScroll } from '@/ui/TableScroll';

export const metadata = { title: 'Products' };

export default async function StudioProducts({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page } = readListQuery(raw);
  const [{ rows, total, pageCount }, categories] = await Promise.all([studioProducts(q, page), studioShopCategories()]);
  const hrefFor = listPageHref('/studio/products', { q });
  return (
    <>
      <ListHead
        title="Products"
        create={{ href: '/studio/products/new', label: 'New product' }}
        search={{ id: 'studio-product-search', label: 'Find a product', q }}
        total={total}
        noun={['product', 'products']}
      />
      {rows.length > 0 && (
        <TableScroll label="Products">
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">On sale</th>
                <th scope="col">Variants</th>
                <th scope="col">In stock</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.slug}>
                  <th scope="row">
                    <Link href={`/studio/products/${p.slug}`} prefetch={false}>
                      {p.name}
                    </Link>
                  </th>
                  <td>{p.category}</td>
                  <td>{p.published ? 'Yes' : 'Draft'}</td>
                  <td>{p.variants}</td>
                  <td>{p.stock === 0 ? 'Sold out' : p.stock}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} hrefFor={hrefFor} />
      <section aria-labelledby="categories-heading" className="studio-panel">
        <h2 id="categories-heading">Categories</h2>
        <ul className="studio-links">
          {categories.map((c) => (
            <li key={c.slug}>
              {c.name} ({c.products === 1 ? '1 product' : `${c.products} products`})
            </li>
          ))}
        </ul>
        <InlineAddForm label="New category" button="Add category" action={createShopCategory} extra={{ description: '' }} />
      </section>
    </>
  );
}
