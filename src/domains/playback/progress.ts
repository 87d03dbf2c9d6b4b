import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/db/client';
import { getTitleCards, type TitleCard } from '@/domains/catalogue/cards';
import { getEpisodeRefs, getEpisodesInOrder, getTargetTitle, getWatchTarget } from '@/domains/catalogue/targets';
import { watchProgress } from './schema';
import { watchPath } from '@/domains/catalogue/paths';
import { targetKeySchema } from '@/domains/catalogue/playback-target';

// Watch progress: where each identity is in each movie, video and episode. Saved by the player every ~10 s, on
// pause and on leaving; read back for the resume prompt and Continue watching. Past 90 % a target is watched.

export const WATCHED_SHARE = 0.9;
/** Closer than this to the start there is nothing to resume. */
const RESUME_FROM_SEC = 5;

export const progressInput = z.object({
  target: targetKeySchema,
  position: z.number().finite().min(0).max(86_400),
  duration: z.number().finite().positive().max(86_400),
});
export type ProgressInput = z.infer<typeof progressInput>;

/** Stores where the identity is; false when the target does not exist. */
export async function saveProgress(identityId: string, input: ProgressInput): Promise<boolean> {
  const owner = await getTargetTitle(input.target);
  if (!owner) return false;
  const position = Math.min(input.position, input.duration);
  const watched = position / input.duration >= WATCHED_SHARE;
  await getDb()
    .insert(watchProgress)
    .values({ identityId, target: input.target, ...owner, positionSec: position, durationSec: input.duration, watched })
    .onConflictDoUpdate({
      target: [watchProgress.identityId, watchProgress.target],
      // Once watched, a title stays in the history as watched, even when started again.
      set: {
        positionSec: position,
        durationSec: input.duration,
        watched: sql`${watchProgress.watched} or ${watched}`,
        updatedAt: sql`now()`,
      },
    });
  return true;
}

/** Where to offer to resume from (seconds), or null: nothing saved, too near the start, or past the end credits. */
export async function resumePosition(identityId: string, target: string): Promise<number | null> {
  const [row] = await getDb()
    .select({ position: watchProgress.positionSec, duration: watchProgress.durationSec })
    .from(watchProgress)
    .where(and(eq(watchProgress.identityId, identityId), eq(watchProgress.target, target)));
  if (!row || row.position < RESUME_FROM_SEC || row.position / row.duration >= WATCHED_SHARE) return null;
  return row.position;
}

/** "1 h 12 min left", "25 min left", "40 s left": the one way the site says what remains. */
export function timeLeft(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s left`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min left` : `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

const code = (e: { season: number; number: number }) => `S${e.season}:E${e.number}`;

export type ContinueItem = { card: TitleCard; href: string; label: string; share: number; image: string | null };

/**
 * Continue watching: per title, what the identity watched last. Part-watched: resume it. A finished episode: the
 * next one, from the start. Finished movies and shows leave the row.
 */
export async function continueWatching(identityId: string, limit = 12): Promise<ContinueItem[]> {
  const latest = await getDb()
    .selectDistinctOn([watchProgress.titleId], {
      titleId: watchProgress.titleId,
      episodeId: watchProgress.episodeId,
      position: watchProgress.positionSec,
      duration: watchProgress.durationSec,
      updatedAt: watchProgress.updatedAt,
    })
    .from(watchProgress)
    .where(eq(watchProgress.identityId, identityId))
    .orderBy(watchProgress.titleId, desc(watchProgress.updatedAt));
  latest.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  const [cards, episodes] = await Promise.all([
    getTitleCards(latest.map((r) => r.titleId)),
    getEpisodeRefs(latest.flatMap((r) => (r.episodeId ? [r.episodeId] : []))),
  ]);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const episodeOf = new Map(episodes.map((e) => [e.id, e]));
  const items: ContinueItem[] = [];
  for (const row of latest) {
    const card = cardOf.get(row.titleId);
    if (!card || items.length >= limit) continue;
    const share = row.position / row.duration;
    const episode = row.episodeId ? episodeOf.get(row.episodeId) : undefined;
    if (share < WATCHED_SHARE) {
      items.push({
        card,
        href: episode ? watchPath(episode.slug, episode) : watchPath(card.slug),
        label: episode ? `${code(episode)} · ${timeLeft(row.duration - row.position)}` : timeLeft(row.duration - row.position),
        share,
        image: episode?.stillPath ?? card.backdropPath ?? card.posterPath,
      });
    } else if (episode) {
      const next = (await getWatchTarget(episode.slug, episode.season, episode.number))?.next;
      if (next)
        items.push({
          card,
          href: watchPath(episode.slug, next),
          label: `Next: ${code(next)} ${next.name}`,
          share: 0,
          image: next.stillPath ?? card.backdropPath ?? card.posterPath,
        });
    }
  }
  return items;
}

/** Where the viewer is in one title: what its Play button resumes, and how far into each episode they are. */
export type TitleProgress = {
  /** What to watch next (Netflix's rule): the episode under way (Resume), the one after the last finished (Play), Watch
   * again once everything is watched. Nothing started: null (the page's own "Play S1:E1" or "Play"). `href` null is
   * the title's own watch page (a movie or video). */
  resume: { href: string | null; label: string; share: number } | null;
  /** Per episode ("s1e2"): the share watched, whether it counts as watched, and what is left ("12 min left"). */
  episodes: Record<string, { share: number; watched: boolean; left: string }>;
};

export async function titleProgress(identityId: string, titleId: number): Promise<TitleProgress> {
  const [rows, order] = await Promise.all([
    getDb()
      .select({
        episodeId: watchProgress.episodeId,
        position: watchProgress.positionSec,
        duration: watchProgress.durationSec,
        watched: watchProgress.watched,
      })
      .from(watchProgress)
      .where(and(eq(watchProgress.identityId, identityId), eq(watchProgress.titleId, titleId)))
      .orderBy(desc(watchProgress.updatedAt)),
    getEpisodesInOrder(titleId),
  ]);
  const episodes: TitleProgress['episodes'] = {};
  const watchedIds = new Set<number>();
  for (const r of rows) {
    const ref = r.episodeId ? order.find((e) => e.id === r.episodeId) : undefined;
    if (!ref) continue;
    const watched = r.watched || r.position / r.duration >= WATCHED_SHARE;
    if (watched) watchedIds.add(ref.id);
    episodes[`s${ref.season}e${ref.number}`] = {
      share: Math.min(1, r.position / r.duration),
      watched,
      left: timeLeft(r.duration - r.position),
    };
  }
  const latest = rows[0];
  if (!latest) return { resume: null, episodes };
  const share = latest.position / latest.duration;
  const at = latest.episodeId ? order.findIndex((e) => e.id === latest.episodeId) : -1;
  const episode = order[at];
  const play = (e: (typeof order)[number], label = `Play ${code(e)}`) => ({ href: watchPath(e.slug, e), label, share: 0 });
  if (share < WATCHED_SHARE) {
    const left = timeLeft(latest.duration - latest.position);
    if (latest.position < RESUME_FROM_SEC) return { resume: episode ? play(episode) : null, episodes };
    return {
      resume: episode
        ? { href: watchPath(episode.slug, episode), label: `Resume ${code(episode)} · ${left}`, share }
        : { href: null, label: `Resume · ${left}`, share },
      episodes,
    };
  }
  if (!episode) return { resume: { href: null, label: 'Watch again', share: 0 }, episodes };
  // Finished: the episode after it; after the last, the first one not yet watched, or the whole show again.
  const next = order[at + 1] ?? order.find((e) => !watchedIds.has(e.id));
  return { resume: next ? play(next) : play(order[0]!, 'Watch again'), episodes };
}

/** At sign-in, a guest's progress becomes the person's: per target, the most recent wins. */
export async function mergeGuestProgress(tx: Executor, guestId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${watchProgress} (identity_id, target, title_id, episode_id, position_sec, duration_sec, watched, updated_at)
    select ${userId}, target, title_id, episode_id, position_sec, duration_sec, watched, updated_at
    from ${watchProgress} where identity_id = ${guestId}
    on conflict (identity_id, target) do update set
      position_sec = case when excluded.updated_at > ${watchProgress.updatedAt} then excluded.position_sec else ${watchProgress.positionSec} end,
      duration_sec = case when excluded.updated_at > ${watchProgress.updatedAt} then excluded.duration_sec else ${watchProgress.durationSec} end,
      watched = ${watchProgress.watched} or excluded.watched,
      updated_at = greatest(${watchProgress.updatedAt}, excluded.updated_at)`);
}
