import { notFound } from 'next/navigation';
import { ShopPage } from '@/domains/shop/components/ShopPage';

// Rendered on its first request, then served from Next's cache (an optional catch-all: nothing at build time, as
// the catalogue's sections, decision 0002). Filtered forms come through src/proxy.ts to merchandise/browse.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
export const metadata = { title: 'Shop', alternates: { canonical: '/merchandise/shop' } };

export default async function Shop({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest?.length) notFound();
  return <ShopPage query={new URLSearchParams()} />;
}
