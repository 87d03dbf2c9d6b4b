import Link from 'next/link';
import { countLabel } from '@/domains/catalogue/format';
import { getCuratedList } from '@/domains/catalogue/lists';
import { searchCatalogue, searchedForAPerson } from '@/domains/catalogue/search';
import { PeopleGrid } from './PeopleGrid';
import { TitleGrid } from './TitleCard';

const TERM_KIND = { genre: 'Genre', tag: 'Tag', category: 'Video category' } as const;

/** The catalogue's results for `term` on the search page (app/ composes the page), popular titles when none. */
/** `alsoFound`: what the other domains' sections found (they follow): counted in, and no "no results" beside them. */
export async function CatalogueSearchResults({ term, alsoFound = 0 }: { term: string; alsoFound?: number }) {
  const results = await searchCatalogue(term);
  const count = results.titles.length + results.people.length + results.terms.length + alsoFound;
  // One card shape per group: films and shows (posters), then the short videos (16:9), each in its own ranking.
  const features = results.titles.filter((t) => t.kind !== 'video');
  const videos = results.titles.filter((t) => t.kind === 'video');
  const named = searchedForAPerson(term, results);
  const people = results.people.length > 0 && (
    <section aria-labelledby="people-heading">
      <h2 id="people-heading">People</h2>
      <PeopleGrid people={results.people} label="Matching people" />
    </section>
  );
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
      {named && people}
      {features.length > 0 && (
        <section aria-labelledby="titles-heading">
          <h2 id="titles-heading">Movies and TV shows</h2>
          <TitleGrid items={features} label="Matching movies and TV shows" />
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="videos-heading">
          <h2 id="videos-heading">Trailers, extras and short videos</h2>
          <TitleGrid items={videos} label="Matching videos" />
        </section>
      )}
      {!named && people}
      {count === 0 && <PopularTitles />}
    </>
  );
}

/** Popular titles: what the search page offers before a search, or after one that found nothing. */
export async function PopularTitles() {
  const popular = await getCuratedList('trending', 12);
  if (!popular?.items.length) return null;
  return (
    <section aria-labelledby="popular-heading">
      <h2 id="popular-heading">Popular right now</h2>
      <TitleGrid items={popular.items} label="Popular titles" />
    </section>
  );
}
