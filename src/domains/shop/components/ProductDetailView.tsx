import { JsonLd } from '@/ui/JsonLd';
import Link from 'next/link';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';
import { decimalString } from '../money';
import { availabilityOf } from '../availability';
import type { ProductDetail } from '../products';
import { BuyBox } from './BuyBox';
import { ProductGallery } from './ProductGallery';
import { initialOptions } from '../variant-choice';

const KIND_LABEL = { movie: 'film', 'tv-show': 'series', video: 'video' } as const;
const SCHEMA_AVAILABILITY = {
  'in-stock': 'https://schema.org/InStock',
  'low-stock': 'https://schema.org/LimitedAvailability',
  'sold-out': 'https://schema.org/OutOfStock',
} as const;

// JSON-LD for search engines; "<" is escaped so shop text can never close the script element.
function ProductStructuredData({ product }: { product: ProductDetail }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map((i) => i.path),
    category: product.category.name,
    brand: { '@type': 'Brand', name: 'StreamIt' },
    offers: product.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      price: decimalString(v.priceMinor),
      priceCurrency: v.currency,
      availability: SCHEMA_AVAILABILITY[availabilityOf(v.stock)],
      url: product.href,
    })),
  };
  return <JsonLd data={data} />;
}

export function ProductDetailView({ product }: { product: ProductDetail }) {
  return (
    <div className="container section product-detail">
      <BreadcrumbTrail
        trail={[
          { href: '/merchandise', label: 'Merchandise Store' },
          { href: `/merchandise/shop?category=${product.category.slug}`, label: product.category.name },
        ]}
        current={product.name}
      />
      <div className="product-layout">
        <ProductGallery images={product.images} initial={initialOptions(product.variants)} />
        <div className="product-info">
          <p className="product-category">
            <Link href={`/merchandise/shop?category=${product.category.slug}`}>{product.category.name}</Link>
          </p>
          <h1>{product.name}</h1>
          <p className="lead">{product.blurb}</p>
          {product.variants.length ? (
            <BuyBox product={product.slug} optionNames={product.optionNames} variants={product.variants} />
          ) : (
            // Every variant is still missing a value of an option just added (the studio asks for them).
            <p className="buy-box not-offered">Not on sale right now: check back soon.</p>
          )}
          <h2 className="visually-hidden">About this product</h2>
          <p>{product.description}</p>
          {product.titles.length > 0 && (
            <p className="product-titles">
              From the{' '}
              {product.titles.map((t, i) => (
                <span key={t.href}>
                  {i > 0 && ' and the '}
                  {KIND_LABEL[t.kind]} <Link href={t.href}>{t.name}</Link>
                </span>
              ))}
            </p>
          )}
        </div>
      </div>
      <ProductStructuredData product={product} />
    </div>
  );
}
