import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { isSlug, released } from './cards';
import type { TitleKind } from './format';
import { episodes, seasons, titles } from './schema';
import { titlePath, watchPath } from './paths';
import { formatTarget, parseTarget } from './playback-target';
import { catalogueTags } from './tags';

// What plays: a title or an episode as a playback target, found by slug, season and episode.

/** What a video file is for: a movie or short video by its slug, or an episode of a show (season and episode number). */
export async function findPlayableTarget(slug: string, season?: number, episode?: number) {
  if (!isSlug(slug)) return { error: `"${slug}" is not a title slug.` } as const;
  const db = getDb();
  const [title] = await db
    .select({ id: titles.id, kind: titles.kind, name: titles.name, restricted: titles.restricted })
    .from(titles)
    .where(eq(titles.slug, slug));
  if (!title) return { error: `No title has the slug "${slug}".` } as const;
  if (title.kind !== 'tv-show') {
    if (season !== undefined || episode !== undefined)
      return { error: `${title.name} is not a TV show: leave out --season and --episode.` } as const;
    return { titleId: title.id, episodeId: null, label: title.name, restricted: title.restricted } as const;
  }
  if (season === undefined || episode === undefined) return { error: `${title.name} is a TV show: give --season and --episode.` } as const;
  const [row] = await db
    .select({ id: episodes.id, name: episodes.name })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(and(eq(seasons.titleId, title.id), eq(seasons.number, season), eq(episodes.number, episode)));
  if (!row) return { error: `${title.name} has no season ${season} episode ${episode}.` } as const;
  return {
    titleId: title.id,
    episodeId: row.id,
    label: `${title.name} S${season}E${episode} ${row.name}`,
    restricted: title.restricted,
  } as const;
}

export type WatchEpisode = { id: number; season: number; number: number; name: string; synopsis: string; stillPath: string | null };

export type WatchTarget = {
  /** The playback target key: 'title:<id>' or 'episode:<id>'. */
  target: string;
  titleId: number;
  kind: TitleKind;
  slug: string;
  name: string;
  synopsis: string;
  contentRating: string;
  restricted: boolean;
  backdropPath: string | null;
  titleHref: string;
  /** Its release date when that is still to come (a title page says "Coming ..." and offers no Play). */
  comingOn: string | null;
  episode: WatchEpisode | null;
  /** The episode after this one (the next season's first after a season's last). */
  next: WatchEpisode | null;
};

/** What a watch page plays: a movie or video by slug, an episode by show, season and number; null when there is none. */
export async function getWatchTarget(slug: string, season?: number, episode?: number): Promise<WatchTarget | null> {
  if (!isSlug(slug)) return null;
  const db = getDb();
  const [title] = await db
    .select({
      id: titles.id,
      kind: titles.kind,
      slug: titles.slug,
      name: titles.name,
      synopsis: titles.synopsis,
      contentRating: titles.contentRating,
      restricted: titles.restricted,
      backdropPath: titles.backdropPath,
      releaseDate: titles.releaseDate,
    })
    .from(titles)
    .where(and(eq(titles.slug, slug), released));
  if (!title) return null;
  const { releaseDate, ...rest } = title;
  // As the catalogue's cards decide "upcoming" (cards.ts): a date after today's.
  const comingOn = releaseDate && releaseDate > new Date().toISOString().slice(0, 10) ? releaseDate : null;
  const base = { ...rest, titleId: title.id, titleHref: titlePath(title.kind, title.slug), comingOn };
  if (title.kind !== 'tv-show') {
    if (season !== undefined) return null;
    return { ...base, target: formatTarget({ kind: 'title', id: title.id }), episode: null, next: null };
  }
  if (season === undefined || episode === undefined) return null;
  // The show's episodes in order: this one and the one after it.
  const all = await db
    .select({
      id: episodes.id,
      season: seasons.number,
      number: episodes.number,
      name: episodes.name,
      synopsis: episodes.synopsis,
      stillPath: episodes.stillPath,
    })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(eq(seasons.titleId, title.id))
    .orderBy(asc(seasons.number), asc(episodes.number));
  const at = all.findIndex((e) => e.season === season && e.number === episode);
  if (at === -1) return null;
  return { ...base, target: formatTarget({ kind: 'episode', id: all[at]!.id }), episode: all[at]!, next: all[at + 1] ?? null };
}

/** getWatchTarget through the cache, for the pages every visitor shares (a made-up slug's null is not kept). */
export const cachedWatchTarget = cachedRead('watch-target', getWatchTarget, ([slug]) => [catalogueTags.title(slug)], {
  keep: (target) => target !== null,
});

/** The title (and episode) a playback target belongs to: 'title:<id>' of a movie or video, 'episode:<id>'. */
export async function getTargetTitle(target: string): Promise<{ titleId: number; episodeId: number | null; restricted: boolean } | null> {
  const parsed = parseTarget(target);
  if (!parsed) return null;
  const { id } = parsed;
  const db = getDb();
  if (parsed.kind === 'title') {
    const [row] = await db
      .select({ id: titles.id, restricted: titles.restricted })
      .from(titles)
      .where(and(eq(titles.id, id), ne(titles.kind, 'tv-show'), released));
    return row ? { titleId: row.id, episodeId: null, restricted: row.restricted } : null;
  }
  const [row] = await db
    .select({ titleId: seasons.titleId, restricted: titles.restricted })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(titles, eq(titles.id, seasons.titleId))
    .where(and(eq(episodes.id, id), released));
  return row ? { titleId: row.titleId, episodeId: id, restricted: row.restricted } : null;
}

/** Episodes by id with what links to them: the show's slug, season and number. */
export async function getEpisodeRefs(ids: number[]) {
  if (!ids.length) return [];
  return getDb()
    .select({
      id: episodes.id,
      slug: titles.slug,
      season: seasons.number,
      number: episodes.number,
      name: episodes.name,
      stillPath: episodes.stillPath,
    })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(titles, eq(titles.id, seasons.titleId))
    .where(inArray(episodes.id, ids));
}

/** The first episode of a show (season order), for its Play button. */
export async function getFirstEpisode(titleId: number): Promise<{ season: number; number: number } | null> {
  const [row] = await getDb()
    .select({ season: seasons.number, number: episodes.number })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(eq(seasons.titleId, titleId))
    .orderBy(asc(seasons.number), asc(episodes.number))
    .limit(1);
  return row ?? null;
}

/**
 * Where a Play button for a title goes and what it says when the viewer has not started it: a movie or video itself,
 * a show's first episode ("Play S1:E1"); null for a title not out yet or a show with no episode.
 */
export async function firstPlay(title: {
  id: number;
  kind: TitleKind;
  slug: string;
  upcoming: boolean;
}): Promise<{ href: string; label: string } | null> {
  if (title.upcoming) return null;
  if (title.kind !== 'tv-show') return { href: watchPath(title.slug), label: 'Play' };
  const first = await getFirstEpisode(title.id);
  return first ? { href: watchPath(title.slug, first), label: `Play S${first.season}:E${first.number}` } : null;
}

/** A show's episodes in watching order (season, then number), with what links to them; none for a movie or video. */
export async function getEpisodesInOrder(titleId: number) {
  return getDb()
    .select({ id: episodes.id, slug: titles.slug, season: seasons.number, number: episodes.number })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(titles, eq(titles.id, seasons.titleId))
    .where(eq(seasons.titleId, titleId))
    .orderBy(asc(seasons.number), asc(episodes.number));
}

/** Everything that can play, as playback targets ('title:<id>' for movies and videos, 'episode:<id>'), 18+ or not. */
export async function listPlayableTargets(): Promise<{ target: string; restricted: boolean }[]> {
  const db = getDb();
  const [single, eps] = await Promise.all([
    db.select({ id: titles.id, restricted: titles.restricted }).from(titles).where(ne(titles.kind, 'tv-show')).orderBy(asc(titles.id)),
    db
      .select({ id: episodes.id, restricted: titles.restricted })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(titles, eq(titles.id, seasons.titleId))
      .orderBy(asc(episodes.id)),
  ]);
  return [
    ...single.map((r) => ({ target: formatTarget({ kind: 'title', id: r.id }), restricted: r.restricted })),
    ...eps.map((r) => ({ target: formatTarget({ kind: 'episode', id: r.id }), restricted: r.restricted })),
  ];
}

/** Whether a title is out (not a draft, its release come): its video is served only then. */
export async function isTitleReleased(titleId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: titles.id })
    .from(titles)
    .where(and(eq(titles.id, titleId), released));
  return !!row;
}

/** The ids of a show's episodes (none for a movie or video), read in the caller's transaction. */
export async function episodeIdsOfTitle(tx: Executor, titleId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(eq(seasons.titleId, titleId));
  return rows.map((r) => r.id);
}
