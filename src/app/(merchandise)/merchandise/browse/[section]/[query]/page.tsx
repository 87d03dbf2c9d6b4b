import { notFound } from 'next/navigation';
import { canonicalListingQuery } from '@/app/listings';
import { ShopPage } from '@/domains/shop/components/ShopPage';
import { decodeOrNull } from '@/lib/decode';

// The shop's filtered, sorted or paged listings. src/proxy.ts rewrites /merchandise/shop?category=apparel here under
// the same URL, with the parameters in their one canonical spelling, so each listing is one cache entry.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const SECTIONS: Record<string, { listing: string; title: string; render: (query: URLSearchParams) => React.ReactNode }> = {
  shop: { listing: 'merchandise/shop', title: 'Shop', render: (query) => <ShopPage query={query} /> },
};

type Props = { params: Promise<{ section: string; query: string }> };

async function resolve(params: Props['params']) {
  const { section, query } = await params;
  const found = Object.hasOwn(SECTIONS, section) ? SECTIONS[section]! : null;
  const raw = query.includes('%') ? decodeOrNull(query) : query;
  // Only the canonical spelling renders: anything else would be a new cache entry for the same page.
  if (!found || !raw || canonicalListingQuery(found.listing, new URLSearchParams(raw)) !== raw) return null;
  return { section: found, query: new URLSearchParams(raw) };
}

export async function generateMetadata({ params }: Props) {
  const resolved = await resolve(params);
  if (!resolved) return {};
  // The address people use (src/proxy.ts rewrites it here).
  const canonical = `/${resolved.section.listing}?${resolved.query.toString()}`;
  return { title: resolved.section.title, alternates: { canonical }, robots: { index: false, follow: true } };
}

export default async function MerchandiseListingPage({ params }: Props) {
  const resolved = await resolve(params);
  if (!resolved) notFound();
  return resolved.section.render(resolved.query);
}
