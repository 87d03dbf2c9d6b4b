import { notFound } from 'next/navigation';
import { SearchPage } from '@/app/(frontend)/_sections/search';
import { canonicalSearchTerm } from '@/domains/catalogue/search-text';
import { decodeOrNull } from '@/lib/decode';

// Results for one search, in its canonical spelling (src/proxy.ts rewrites /search?searchTerm= here): rendered
// once, then served from the page cache for five minutes; the cache handler keeps these apart from catalogue
// pages, so a flood of unique searches cannot push real pages out.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ term: string }> };

async function termOf(params: Props['params']) {
  const raw = decodeOrNull((await params).term);
  return raw && canonicalSearchTerm(raw) === raw ? raw : null;
}

export async function generateMetadata({ params }: Props) {
  const term = await termOf(params);
  return { title: term ? `Search: ${term}` : 'Search', robots: { index: false } };
}

export default async function SearchTermPage({ params }: Props) {
  const term = await termOf(params);
  if (!term) notFound();
  return <SearchPage term={term} />;
}
