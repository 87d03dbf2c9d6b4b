import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shareMetadata } from '@/server/share';
import { ProductDetailView } from '@/domains/shop/components/ProductDetailView';
import { slugSchema } from '@/domains/catalogue/params';
import { cachedProduct } from '@/domains/shop/products';

/** The product for a slug that can be one; none (and no cache entry) for anything else. */
const productFor = async (slug: string) => (slugSchema.safeParse(slug).success ? cachedProduct(slug) : null);

// Rendered on its first request, then served from Next's cache (expired by the product's tag).
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await productFor((await params).slug);
  if (!product) return {};
  return {
    title: product.name,
    description: product.blurb,
    alternates: { canonical: product.href },
    ...shareMetadata({ kind: 'product', slug: product.slug, title: product.name, description: product.blurb, path: product.href }),
  };
}

export default async function ProductPage({ params }: Props) {
  const product = await productFor((await params).slug);
  if (!product) notFound();
  return <ProductDetailView product={product} />;
}
