import Link from 'next/link';
import { FixedImage } from '@/ui/FixedImage';
import type { ProductCard } from '../listing';
import { ProductGrid } from './ProductCard';

export type TitleGroup = {
  title: { id: number; name: string; href: string; posterPath: string | null; kindLabel: string };
  products: ProductCard[];
};

/** /movies/related: the shop's products by the film or series they belong to. */
export function RelatedMerchandise({ groups }: { groups: TitleGroup[] }) {
  return (
    <>
      <nav aria-label="Titles with merchandise" className="related-index">
        <ul className="chips">
          {groups.map(({ title }) => (
            <li key={title.id}>
              <a href={`#merch-${title.id}`}>{title.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ title, products }) => (
        <section key={title.id} id={`merch-${title.id}`} className="related-group" aria-labelledby={`merch-${title.id}-heading`}>
          <div className="related-head">
            {title.posterPath && <FixedImage src={title.posterPath} alt="" width={60} height={90} className="related-poster" />}
            <div>
              <h2 id={`merch-${title.id}-heading`}>
                <Link href={title.href}>{title.name}</Link>
              </h2>
              <p className="cart-note">
                {title.kindLabel} · {products.length} {products.length === 1 ? 'product' : 'products'}
              </p>
            </div>
          </div>
          <ProductGrid items={products} label={`Merchandise from ${title.name}`} />
        </section>
      ))}
    </>
  );
}
