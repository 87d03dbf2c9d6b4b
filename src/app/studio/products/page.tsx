import Link from 'next/link';
import { z } from 'zod';
import { pageSchema } from '@/domains/catalogue/params';
import { createShopCategory } from '@/domains/shop/studio-actions';
import { InlineAddForm } from '@/ui/InlineAddForm';
import { studioProducts, studioShopCategories } from '@/domains/shop/studio';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';

export const metadata = { title: 'Products' };

const query = z.object({ q: z.string().trim().max(100).catch(''), page: pageSchema });

export default async function StudioProducts({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { q, page } = query.parse({ q: typeof raw.q === 'string' ? raw.q : '', page: raw.page });
  const [{ rows, total, pageCount }, categories] = await Promise.all([studioProducts(q, page), studioShopCategories()]);
  const hrefFor = (n: number) => `/studio/products?${new URLSearchParams({ ...(q && { q }), ...(n > 1 && { page: String(n) }) })}`;
  return (
    <>
      <div className="studio-heading">
        <h1>Products</h1>
        <Link href="/studio/products/new" className="button primary" prefetch={false}>
          New product
        </Link>
      </div>
      <form method="get" role="search" className="studio-search">
        <label htmlFor="studio-product-search">Find a product</label>
        <input id="studio-product-search" name="q" type="search" defaultValue={q} maxLength={100} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p aria-live="polite">
        {total === 1 ? '1 product' : `${total} products`}
        {q && ` matching “${q}”`}
      </p>
      {rows.length > 0 && (
        <div className="studio-table-wrap">
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
        </div>
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
