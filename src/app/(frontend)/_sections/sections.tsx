import { BrowsePage } from '@/domains/catalogue/components/BrowsePage';
import { CastIndex } from '@/domains/catalogue/components/CastIndex';
import { HomeRails } from '@/domains/catalogue/components/HomeRails';
import { TermIndex } from '@/domains/catalogue/components/TermIndex';
import { pageSchema } from '@/domains/catalogue/params';
import { ContinueWatching } from '@/domains/playback/components/ContinueWatching';
import { publicOrigin } from '@/server/site-url';
import { JsonLd } from '@/ui/JsonLd';

// `query` is a listing's canonical parameters (canonicalListingQuery), empty for the bare listing.
type Section = { title: string; absoluteTitle?: boolean; render: (query: URLSearchParams) => React.ReactNode };

const page = (query: URLSearchParams) => pageSchema.parse(query.get('page') ?? undefined);

// The top-level listing pages, served from one optional catch-all so that Next caches them after the first
// request without opening the database at build time (docs/decisions/0002-cached-sections.md). Their
// filtered, sorted and paged forms come through src/proxy.ts to browse/[section]/[query], cached the same way.
export const SECTIONS: Record<string, Section> = {
  '': {
    title: 'StreamIt: movies, TV shows and videos',
    absoluteTitle: true,
    render: () => (
      <>
        <JsonLd data={siteJsonLd(publicOrigin())} />
        <HomeRails
          heading="StreamIt: movies, TV shows and videos to watch"
          slider="big-slider"
          personal={<ContinueWatching />}
          rails={[
            'top-10',
            'popular-movies',
            'latest-movies',
            'popular-tv-shows',
            'upcoming-movies',
            'trending',
            'popular-videos',
            'recommended-movies',
            'top-picks',
            'suggested',
          ]}
        />
      </>
    ),
  },
  home: {
    title: 'Highlights',
    render: () => (
      <HomeRails
        heading="Highlights"
        slider="movie-slider"
        personal={<ContinueWatching />}
        rails={[
          'latest-movies',
          'suggested',
          'movie-of-the-year',
          'best-of-international-shows',
          'shows-we-recommend',
          'latest-videos',
          'recommended-videos',
          'upcoming-videos',
        ]}
      />
    ),
  },
  movies: { title: 'Movies', render: (q) => <BrowsePage kind="movie" query={q} /> },
  'tv-shows': { title: 'TV Shows', render: (q) => <BrowsePage kind="tv-show" query={q} /> },
  videos: { title: 'Videos', render: (q) => <BrowsePage kind="video" query={q} /> },
  genres: { title: 'Genres', render: () => <TermIndex kind="genre" heading="Genres" basePath="/genres" /> },
  tags: { title: 'Tags', render: () => <TermIndex kind="tag" heading="Tags" basePath="/tags" /> },
  cast: { title: 'Cast', render: (q) => <CastIndex page={page(q)} /> },
};

export function findSection(segments: string[] | undefined): Section | undefined {
  const key = (segments ?? []).join('/');
  return Object.hasOwn(SECTIONS, key) ? SECTIONS[key] : undefined;
}

export function sectionMetadata(segments: string[] | undefined) {
  const section = findSection(segments);
  if (!section) return {};
  return {
    title: section.absoluteTitle ? { absolute: section.title } : section.title,
    alternates: { canonical: `/${(segments ?? []).join('/')}` },
  };
}

/** The site as search engines describe it: the organisation behind it, and its search (the home page carries both). */
export function siteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: 'StreamIt',
        url: `${origin}/`,
        logo: `${origin}/icon.svg`,
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: 'StreamIt',
        url: `${origin}/`,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?searchTerm={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
