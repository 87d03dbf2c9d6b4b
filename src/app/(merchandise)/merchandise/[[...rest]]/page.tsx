import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StoreFront } from '@/domains/shop/components/StoreFront';

// An optional catch-all so the build does not render it (and open the database): rendered on its first request,
// then served from Next's cache, expired by the shop's listing tag; the best sellers are read afresh every ten minutes.
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
export const metadata: Metadata = {
  title: 'Merchandise Store',
  description: 'Official merchandise from the films and series on StreamIt: apparel, posters, collectibles, box sets and soundtracks.',
  alternates: { canonical: '/merchandise' },
};

export default async function MerchandiseStore({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest?.length) notFound();
  return <StoreFront />;
}
