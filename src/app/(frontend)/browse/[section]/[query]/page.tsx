import { notFound } from 'next/navigation';
import { canonicalListingQuery } from '@/app/listings';
import { findSection, sectionMetadata } from '@/app/(frontend)/_sections/sections';
import { decodeOrNull } from '@/lib/decode';

// Filtered, sorted or paged listings. src/proxy.ts rewrites /movies?genre=action&sort=a-z here under the
// same URL, with the parameters in their one canonical spelling, so each listing is one cache entry.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ section: string; query: string }> };

async function resolve(params: Props['params']) {
  const { section, query } = await params;
  const raw = query.includes('%') ? decodeOrNull(query) : query;
  if (!raw) return null;
  const search = new URLSearchParams(raw);
  // Only the canonical spelling renders: anything else would be a new cache entry for the same page.
  if (!raw || canonicalListingQuery(section, search) !== raw) return null;
  const found = findSection([section]);
  return found ? { section: found, key: section, query: search } : null;
}

export async function generateMetadata({ params }: Props) {
  const resolved = await resolve(params);
  if (!resolved) return {};
  // The address people use (src/proxy.ts rewrites it here): the listing with its query in its one spelling.
  const canonical = `/${resolved.key}?${resolved.query.toString()}`;
  return { ...sectionMetadata([resolved.key]), alternates: { canonical }, robots: { index: false, follow: true } };
}

export default async function BrowseListingPage({ params }: Props) {
  const resolved = await resolve(params);
  if (!resolved) notFound();
  return resolved.section.render(resolved.query);
}
