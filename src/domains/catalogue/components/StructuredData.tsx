import { JsonLd } from '@/ui/JsonLd';
import type { TitleDetail } from '@/domains/catalogue/titles';
import { personPath } from '@/domains/catalogue/paths';

const SCHEMA_TYPE = { movie: 'Movie', 'tv-show': 'TVSeries', video: 'VideoObject' } as const;

export function TitleStructuredData({ title }: { title: TitleDetail }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': SCHEMA_TYPE[title.kind],
        name: title.name,
        description: title.synopsis,
        ...(title.kind === 'video'
          ? { uploadDate: title.releaseDate, thumbnailUrl: title.posterPath }
          : { datePublished: title.releaseDate, image: title.posterPath }),
        contentRating: title.contentRating,
        genre: title.genres.map((g) => g.title),
        actor: title.cast.map((c) => ({ '@type': 'Person', name: c.name, url: personPath(c.slug) })),
        ...(title.runtimeMinutes ? { duration: `PT${title.runtimeMinutes}M` } : {}),
        ...(title.seasons.length ? { numberOfSeasons: title.seasons.length } : {}),
      }}
    />
  );
}
