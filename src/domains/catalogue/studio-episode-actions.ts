'use server';

import { and, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/db/client';
import { ActionError } from '@/server/action-error';
import { defineOperatorAction, formInput } from '@/server/action';
import { imageFile, storeImage } from '@/server/image-upload';
import { calendarDate, wholeNumber } from '@/lib/form-values';
import { slugSchema } from './params';
import { episodes, seasons, titles } from './schema';
import { catalogueTags } from './tags';

// The studio's writes of a show's seasons and episodes (their videos come through the upload, as a movie's do).

const name = z.string().trim().min(1, 'Give it a name.').max(200, 'Keep the name under 200 characters.');
const synopsis = z.string().trim().max(4000, 'Keep the synopsis under 4,000 characters.');
const dateOrNone = z.preprocess((v) => (v === '' ? null : v), calendarDate('Give the date as YYYY-MM-DD, or leave it empty.').nullable());
const minutesOrNone = z.preprocess(
  (v) => (v === '' || v === null ? null : v),
  wholeNumber('Give the runtime in whole minutes, like 47.')
    .pipe(z.number().min(1, 'At least a minute.').max(600, 'At most 600 minutes.'))
    .nullable(),
);
const number = (what: string) => wholeNumber(`The ${what} is a whole number from 1.`).pipe(z.number().min(1).max(999));

/** A show by slug, locked for the change; anything else is refused in words. */
async function showFor(tx: Executor, slug: string) {
  const [show] = await tx.select({ id: titles.id, kind: titles.kind }).from(titles).where(eq(titles.slug, slug)).for('update');
  if (!show) throw new ActionError(`No title has the slug ${slug}.`, 404);
  if (show.kind !== 'tv-show') throw new ActionError('Only a TV show has seasons and episodes.', 400);
  return show;
}

async function seasonOf(tx: Executor, showId: number, season: number) {
  const [row] = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.titleId, showId), eq(seasons.number, season)));
  if (!row) throw new ActionError(`This show has no season ${season}.`, 404);
  return row;
}

/** The show's next season, numbered after its last. */
export const addSeason = defineOperatorAction({
  name: 'addSeason',
  form: formInput({ optional: ['name'] }),
  input: z.object({ slug: slugSchema, name: name.optional(), synopsis: synopsis.default(''), releaseDate: dateOrNone.optional() }),
  run: async ({ slug, ...input }) =>
    getDb().transaction(async (tx) => {
      const show = await showFor(tx, slug);
      const [{ last } = { last: null }] = await tx
        .select({ last: max(seasons.number) })
        .from(seasons)
        .where(eq(seasons.titleId, show.id));
      const number = (last ?? 0) + 1;
      await tx.insert(seasons).values({
        titleId: show.id,
        number,
        name: input.name ?? `Season ${number}`,
        synopsis: input.synopsis,
        releaseDate: input.releaseDate ?? null,
      });
      return { number, name: input.name ?? `Season ${number}` };
    }),
  audit: ({ slug }, s) => ({ target: `title ${slug}`, after: { season: s.number, name: s.name } }),
  invalidates: ({ slug }) => [catalogueTags.title(slug)],
});

/** A season's next episode, numbered after its last; its address is the show's slug with s<season>e<number>. */
export const addEpisode = defineOperatorAction({
  name: 'addEpisode',
  form: formInput({ numbers: ['season'] }),
  input: z.object({
    slug: slugSchema,
    season: number('season'),
    name,
    synopsis: synopsis.default(''),
    runtimeMinutes: minutesOrNone.optional(),
    releaseDate: dateOrNone.optional(),
  }),
  run: async ({ slug, season, ...input }) =>
    getDb().transaction(async (tx) => {
      const show = await showFor(tx, slug);
      const { id: seasonId } = await seasonOf(tx, show.id, season);
      const [{ last } = { last: null }] = await tx
        .select({ last: max(episodes.number) })
        .from(episodes)
        .where(eq(episodes.seasonId, seasonId));
      const number = (last ?? 0) + 1;
      const [episode] = await tx
        .insert(episodes)
        .values({
          seasonId,
          number,
          slug: `${slug}-s${season}e${number}`,
          name: input.name,
          synopsis: input.synopsis,
          runtimeMinutes: input.runtimeMinutes ?? null,
          releaseDate: input.releaseDate ?? null,
        })
        .onConflictDoNothing()
        .returning({ slug: episodes.slug });
      if (!episode) throw new ActionError('That episode’s address is taken: reload the page and try again.', 409);
      return { season, number, name: input.name };
    }),
  audit: ({ slug }, e) => ({ target: `title ${slug}`, after: { episode: `s${e.season}e${e.number}`, name: e.name } }),
  invalidates: ({ slug }) => [catalogueTags.title(slug)],
});

/** An episode's details: only the fields sent change (an empty date or runtime clears it). */
export const updateEpisode = defineOperatorAction({
  name: 'updateEpisode',
  input: z.object({
    slug: slugSchema,
    season: number('season'),
    episode: number('episode'),
    name: name.optional(),
    synopsis: synopsis.optional(),
    runtimeMinutes: minutesOrNone.optional(),
    releaseDate: dateOrNone.optional(),
  }),
  run: async ({ slug, season, episode, ...change }) =>
    getDb().transaction(async (tx) => {
      const show = await showFor(tx, slug);
      const { id: seasonId } = await seasonOf(tx, show.id, season);
      const [before] = await tx
        .select({
          id: episodes.id,
          name: episodes.name,
          synopsis: episodes.synopsis,
          runtimeMinutes: episodes.runtimeMinutes,
          releaseDate: episodes.releaseDate,
        })
        .from(episodes)
        .where(and(eq(episodes.seasonId, seasonId), eq(episodes.number, episode)))
        .for('update');
      if (!before) throw new ActionError(`Season ${season} has no episode ${episode}.`, 404);
      const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<typeof change>;
      const changed = (Object.keys(set) as (keyof typeof set)[]).filter((k) => String(before[k] ?? '') !== String(set[k] ?? ''));
      if (changed.length) await tx.update(episodes).set(set).where(eq(episodes.id, before.id));
      return {
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, set[k]])),
      };
    }),
  audit: ({ slug, season, episode }, r) => ({ target: `title ${slug} s${season}e${episode}`, before: r.before, after: r.after }),
  invalidates: ({ slug }) => [catalogueTags.title(slug)],
});

/** An episode's still from an uploaded image (checked and converted first: a refused file changes nothing). */
export const setEpisodeStill = defineOperatorAction({
  name: 'setEpisodeStill',
  input: z.object({
    slug: slugSchema,
    season: number('season'),
    episode: number('episode'),
    file: imageFile,
  }),
  run: async ({ slug, season, episode, file }) => {
    const find = async (tx: Executor) => {
      const show = await showFor(tx, slug);
      const { id: seasonId } = await seasonOf(tx, show.id, season);
      const [row] = await tx
        .select({ id: episodes.id, still: episodes.stillPath })
        .from(episodes)
        .where(and(eq(episodes.seasonId, seasonId), eq(episodes.number, episode)));
      if (!row) throw new ActionError(`Season ${season} has no episode ${episode}.`, 404);
      return row;
    };
    // Nothing is stored for an episode that is not there.
    await getDb().transaction(find);
    const stored = await storeImage(Buffer.from(await file.arrayBuffer()), 'still', `${slug}-s${season}e${episode}`);
    return getDb().transaction(async (tx) => {
      const row = await find(tx);
      await tx.update(episodes).set({ stillPath: stored }).where(eq(episodes.id, row.id));
      return { path: stored, before: row.still };
    });
  },
  audit: ({ slug, season, episode }, r) => ({
    target: `title ${slug} s${season}e${episode}`,
    before: { still: r.before },
    after: { still: r.path },
  }),
  invalidates: ({ slug }) => [catalogueTags.title(slug)],
});
