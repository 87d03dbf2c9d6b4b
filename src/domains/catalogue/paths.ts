import { KIND_PATH, type TitleKind } from './format';

// Every URL of the catalogue and of what plays it, built here and nowhere else (client-safe: no server imports).

/** A kind's listing: /movies, /tv-shows, /videos. */
export const kindPath = (kind: TitleKind) => KIND_PATH[kind];

/** A title's page: /movies/<slug>. */
export const titlePath = (kind: TitleKind, slug: string) => `${KIND_PATH[kind]}/${slug}`;

/** A person's page: /cast/<slug>. */
export const personPath = (slug: string) => `/cast/${slug}`;

/** A genre's or tag's page; a video category is a filter of the videos listing. */
export const termPath = (kind: 'genre' | 'tag' | 'category', slug: string) =>
  kind === 'category' ? `/videos?category=${slug}` : `/${kind === 'genre' ? 'genres' : 'tags'}/${slug}`;

/** The episode's own part of a watch URL: s<season>e<number>. */
export const episodeCode = (episode: { season: number; number: number }) => `s${episode.season}e${episode.number}`;

/** Where a movie or video plays (/watch/<slug>), or an episode of a show (/watch/<show>/s<N>e<M>). */
export const watchPath = (slug: string, episode?: { season: number; number: number } | null) =>
  episode ? `/watch/${slug}/${episodeCode(episode)}` : `/watch/${slug}`;
