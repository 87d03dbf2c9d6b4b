import { SearchPage } from '@/app/(frontend)/_sections/search';

// /search with no term: the box and popular titles. A search (?searchTerm=) is rewritten by src/proxy.ts to
// search/[term], cached per canonical term.
export const dynamic = 'force-dynamic';
export const metadata = { title: 'Search', robots: { index: false } };

export default function Search() {
  return <SearchPage term="" />;
}
