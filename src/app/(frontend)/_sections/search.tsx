import { CatalogueSearchResults, PopularTitles } from '@/domains/catalogue/components/SearchResults';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { SearchBox } from '@/ui/SearchBox';

/**
 * The search page: its own box, then each domain's results for `term` (the catalogue's today; the shop's and the
 * blog's join here), or popular titles before a search.
 */
export function SearchPage({ term }: { term: string }) {
  return (
    <>
      <Breadcrumb title="Search" />
      <div className="container section">
        <SearchBox key={term} variant="page" defaultValue={term} />
        {term ? <CatalogueSearchResults term={term} /> : <PopularTitles />}
      </div>
    </>
  );
}
