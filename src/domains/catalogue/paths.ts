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

/** A watch page's address that starts playing on arrival (with sound if the browser allows it, else its big Play). */
export const playNowPath = (watchHref: string) => `${watchHref}${watchHref.includes('?') ? '&' : '?'}autoplay=1`;

/** "s2e5" as season 2, episode 5; null when it is not an episode code. */
export function parseEpisodeCode(code: string): { season: number; episode: number } | null {
  const m = /^s(\d{1,3})e(\d{1,4})$/.exec(code);
  return m ? { season: Number(m[1]), episode: Number(m[2]) } : null;
}

/** A watch address read back: /watch/<slug> or /watch/<show>/s<N>e<M>; null for anything else. */
export function parseWatchPath(path: string): { slug: string; season?: number; episode?: number } | null {
  const m = /^\/watch\/([a-z0-9-]{1,200})(?:\/([^/]+))?$/.exec(path);
  if (!m) return null;
  if (m[2] === undefined) return { slug: m[1]! };
  const place = parseEpisodeCode(m[2]);
  return place && { slug: m[1]!, ...place };
}
