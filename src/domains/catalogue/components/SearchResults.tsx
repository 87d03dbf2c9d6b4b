import Link from 'next/link';
import { countLabel } from '@/domains/catalogue/format';
import { getCuratedList } from '@/domains/catalogue/lists';
import { searchCatalogue } from '@/domains/catalogue/search';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { SearchBox } from '@/ui/SearchBox';
import { PeopleGrid } from './PeopleGrid';
import { TitleGrid } from './TitleCard';

const TERM_KIND = { genre: 'Genre', tag: 'Tag', category: 'Video category' } as const;

/** The search page: its own box, then the results for `term`, or popular titles when there is none. */
export function SearchPage({ term }: { term: string }) {
  return (
    <>
      <Breadcrumb title="Search" />
      <div className="container section">
        <SearchBox key={term} variant="page" defaultValue={term} />
        {term ? <Results term={term} /> : <Popular />}
      </div>
    </>
  );
}

async function Results({ term }: { term: string }) {
  const results = await searchCatalogue(term);
  const count = results.titles.length + results.people.length + results.terms.length;
  return (
    <>
      <p className="result-count" role="status">
        {count === 0
          ? `No results for “${term}”. Check the spelling, or try fewer or different words.`
          : `${countLabel(count, 'result')} for “${term}”`}
      </p>
      {results.terms.length > 0 && (
        <nav aria-label="Genres, tags and categories">
          <ul className="term-links chips">
            {results.terms.map((t) => (
              <li key={`${t.kind}-${t.slug}`}>
                <Link href={t.href}>{`${t.title} · ${TERM_KIND[t.kind]}`}</Link>
              </li>
            ))}
          </ul>
        </nav>
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
      {count === 0 && <Popular />}
    </>
  );
}

async function Popular() {
  const popular = await getCuratedList('trending', 12);
  if (!popular?.items.length) return null;
  return (
    <section aria-labelledby="popular-heading">
      <h2 id="popular-heading">Popular right now</h2>
      <TitleGrid items={popular.items} label="Popular titles" />
    </section>
  );
}
