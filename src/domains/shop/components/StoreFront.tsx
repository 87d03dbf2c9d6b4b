import Link from 'next/link';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { cachedBrowseProducts, cachedShopCategories } from '../listing';
import { SHOP_PATH } from '../params';
import { ProductGrid } from './ProductCard';

/** /merchandise: the store front, its categories and what is new. */
export async function StoreFront() {
  const [categories, newest] = await Promise.all([cachedShopCategories(), cachedBrowseProducts({ sort: 'newest', page: 1 })]);
  return (
    <>
      <Breadcrumb title="Merchandise Store" />
      <div className="container section">
        <p className="lead">
          Official merchandise from the films and shows on StreamIt: apparel, posters, collectibles, box sets and soundtracks.
        </p>
        <section aria-labelledby="shop-categories">
          <h2 id="shop-categories">Shop by category</h2>
          <ul className="category-grid">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link href={`${SHOP_PATH}?category=${c.slug}`} className="category-card">
                  <span className="category-name">{c.name}</span>
                  <span className="category-description">{c.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="shop-new">
          <h2 id="shop-new">New in the shop</h2>
          <ProductGrid items={newest.items.slice(0, 8)} label="New in the shop" />
          <p>
            <Link href={SHOP_PATH} className="button primary">
              See all products
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
