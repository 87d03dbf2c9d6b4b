import Link from 'next/link';
import { FixedImage } from '@/ui/FixedImage';
import { availabilityLabel, availabilityOf } from '../availability';
import type { ProductCard as Card } from '../listing';
import { formatMoney } from '../money';

/** A product in a grid or a rail: its picture, name, price (from its lowest) and whether it is in stock. */
export function ProductCard({ product }: { product: Card }) {
  const availability = availabilityOf(product.stock);
  return (
    <article className="product-card" data-availability={availability}>
      <Link href={product.href} className="product-card-link">
        {product.image && <FixedImage src={product.image.path} alt="" width={280} height={280} className="product-card-image" />}
        <h3 className="product-card-name">{product.name}</h3>
      </Link>
      <p className="product-card-price">
        {product.variesInPrice && 'From '}
        {formatMoney(product.priceMinor, product.currency)}
        {product.compareAtMinor !== null && (
          <s className="price-was">
            <span className="visually-hidden">Was </span>
            {formatMoney(product.compareAtMinor, product.currency)}
          </s>
        )}
      </p>
      {availability !== 'in-stock' && <p className="product-card-stock">{availabilityLabel(product.stock)}</p>}
    </article>
  );
}

export function ProductGrid({ items, label }: { items: Card[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {items.map((p) => (
        <li key={p.slug}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
