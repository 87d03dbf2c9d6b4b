import { PeopleGrid } from '../../../domains/catalogue/components/PeopleGrid';
import { TitleGrid } from '../../../domains/catalogue/components/TitleCard';
import { searchCatalogue } from '../../../domains/catalogue/queries';
import { Breadcrumb } from '../../../ui/Breadcrumb';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Search', robots: { index: false } };

export default async function SearchPage({ searchParams }: { searchParams: Promise<{ searchTerm?: string | string[] }> }) {
  const raw = (await searchParams).searchTerm;
  const term = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? '';
  const results = term ? await searchCatalogue(term) : { titles: [], people: [] };
  const count = results.titles.length + results.people.length;
  return (
    <>
      <Breadcrumb title="Search" />
      <div className="container section">
        <form key={term} action="/search" method="get" role="search" className="search-page-form">
          <label htmlFor="search-page-input">Search titles and people</label>
          <input id="search-page-input" name="searchTerm" type="search" defaultValue={term} maxLength={200} placeholder="Search..." />
          <button type="submit" className="button primary">Search</button>
        </form>
        {term && (
          <p className="result-count" role="status">
            {count === 0 ? `No results for “${term}”. Try fewer or different words.` : `${count} results for “${term}”`}
          </p>
        )}
        {results.titles.length > 0 && (
          <section aria-labelledby="titles-heading">
            <h2 id="titles-heading">Titles</h2>
            <TitleGrid items={results.titles} label="Matching titles" />
          </section>
        )}
        {results.people.length > 0 && (
          <section aria-labelledby="people-heading">
            <h2 id="people-heading">People</h2>
            <PeopleGrid people={results.people} label="Matching people" />
          </section>
        )}
      </div>
    </>
  );
}
