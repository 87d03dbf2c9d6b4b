'use server';

import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/db/client';
import { getQueue } from '@/jobs/queue';
import { imageFile, storeImage } from '@/server/image-upload';
import { ActionError } from '@/server/action-error';
import { defineOperatorAction, fieldInstant, formFields, formInput } from '@/server/action';
import { slugify } from '@/lib/text';
import { calendarDate, wholeNumber } from '@/lib/form-values';
import { slugSchema } from './params';
import { freeSlug } from '@/db/slugs';
import { CURATED_LISTS, type CuratedListSlug } from './curated';
import type { TitleKind } from './format';
import { termPath, titlePath } from './paths';
import { findTitleRef, hiddenFromRows, termKindsFor } from './studio';
import { curatedListItems, curatedLists, terms, titles, titleTerms } from './schema';
import { RELEASE_QUEUE } from './jobs';
import { creditedSlugs } from './people';
import { catalogueTags, titleShownTags } from './tags';
import { restrictTitleMedia } from '@/domains/playback/restriction';
import { playbackTags } from '@/domains/playback/tags';

// The catalogue's writes: the operator's (the studio, and the CLI through the running server).

const titleName = z.string().trim().min(1, 'A title needs a name.').max(200, 'Keep the name under 200 characters.');
const RATINGS = ['G', 'PG', 'PG-13', 'R', 'NC-17', '18+'] as const;
/** Slugs a title cannot have: pages that live beside titles' own (listings' fixed pages, the studio's new title). */
const RESERVED_SLUGS = new Set(['new', 'related', 'restricted', 'page', 'genres', 'tags', 'all', 'search']);
const FIVE_YEARS_MS = 5 * 365 * 86_400_000;
/** A form's empty field as "not given". */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The operator's new title, a draft: its slug from its name (made unique), 18+ when restricted; it plays once a video is added. */
export const createTitle = defineOperatorAction({
  name: 'createTitle',
  input: z
    .object({
      kind: z.enum(['movie', 'tv-show', 'video'], { message: 'Choose a movie, a TV show or a video.' }),
      name: titleName,
      synopsis: z.string().trim().max(4000, 'Keep the synopsis under 4,000 characters.').default(''),
      releaseDate: z.preprocess(blankAsUndefined, calendarDate('Give the release date as a date (YYYY-MM-DD).').optional()),
      runtimeMinutes: z.preprocess(
        blankAsUndefined,
        wholeNumber('Give the runtime in whole minutes, like 94.')
          .pipe(z.number().min(1, 'At least a minute.').max(1000, 'At most 1,000 minutes.'))
          .optional(),
      ),
      contentRating: z.enum(RATINGS, { message: `A rating is one of ${RATINGS.join(', ')}.` }).default('PG'),
      restricted: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()),
      language: z.string().trim().min(1).max(40).default('English'),
    })
    .refine((v) => v.restricted || v.contentRating !== '18+', {
      message: 'Only an 18+ title is rated 18+: tick “18+” to make it one.',
      path: ['contentRating'],
    }),
  run: async (input) => {
    return getDb().transaction(async (tx) => {
      const slug = await freeSlug(tx, titles, titles.slug, input.name, { fallback: 'title', reserved: RESERVED_SLUGS });
      const [title] = await tx
        .insert(titles)
        .values({
          kind: input.kind,
          slug,
          name: input.name,
          synopsis: input.synopsis,
          releaseDate: input.releaseDate ?? null,
          runtimeMinutes: input.runtimeMinutes ?? null,
          contentRating: input.restricted ? '18+' : input.contentRating,
          restricted: input.restricted,
          language: input.language,
          publishedAt: null, // a draft until the operator publishes it
        })
        .returning({ id: titles.id, kind: titles.kind, slug: titles.slug, name: titles.name });
      return title!;
    });
  },
  audit: (input, title) => ({ target: `title ${title.slug}`, after: { kind: input.kind, name: title.name, restricted: input.restricted } }),
  invalidates: (_input, title) => [catalogueTags.title(title.slug), ...titleShownTags(title.kind, [])],
  redirect: (title) => `/studio/titles/${title.slug}?created=1`,
});

/** A date field: a date, or empty for none (null). */
const dateOrNone = z.preprocess((v) => (v === '' ? null : v), calendarDate('Give the date as YYYY-MM-DD, or leave it empty.').nullable());
/** Whole minutes, or empty for none (null). */
const minutesOrNone = z.preprocess(
  (v) => (v === '' ? null : v),
  wholeNumber('Give the runtime in whole minutes, like 94.')
    .pipe(z.number().min(1, 'At least a minute.').max(1000, 'At most 1,000 minutes.'))
    .nullable(),
);

/** The operator's edit of a title's details: only the fields sent change (an empty date or runtime clears it). */
export const updateTitleDetails = defineOperatorAction({
  name: 'updateTitleDetails',
  input: z
    .object({
      slug: slugSchema,
      name: titleName.optional(),
      synopsis: z.string().trim().max(4000, 'Keep the synopsis under 4,000 characters.').optional(),
      releaseDate: dateOrNone.optional(),
      runtimeMinutes: minutesOrNone.optional(),
      contentRating: z.enum(RATINGS, { message: `A rating is one of ${RATINGS.join(', ')}.` }).optional(),
      language: z.string().trim().min(1, 'Name the language.').max(40).optional(),
      // A video's movie or show, by name or slug; empty: a video of its own.
      extraOf: z.string().trim().max(200, 'Keep it under 200 characters.').optional(),
    })
    .refine((v) => Object.keys(v).some((k) => k !== 'slug' && v[k as keyof typeof v] !== undefined), {
      message: 'Give a new name or synopsis. (The studio changes the other details.)',
      path: ['name'],
    }),
  run: async ({ slug, ...change }) => {
    const db = getDb();
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          name: titles.name,
          synopsis: titles.synopsis,
          releaseDate: titles.releaseDate,
          runtimeMinutes: titles.runtimeMinutes,
          contentRating: titles.contentRating,
          language: titles.language,
          restricted: titles.restricted,
          kind: titles.kind,
          extraOf: titles.extraOf,
        })
        .from(titles)
        .where(eq(titles.slug, slug))
        .for('update');
      if (!before) throw new ActionError(`No title has the slug ${slug}.`, 404);
      // The extra's rating as it will be after this change.
      const willBeRestricted = change.contentRating === undefined ? before.restricted : change.contentRating === '18+';
      const extraOf = change.extraOf === undefined ? undefined : await parentOfExtra(tx, before.kind, willBeRestricted, change.extraOf);
      // An 18+ title is rated 18+, and only an 18+ title is: the rating sets the flag (and its videos' gate).
      const restricted = change.contentRating === undefined ? before.restricted : change.contentRating === '18+';
      const set = {
        ...(restricted !== before.restricted && { restricted }),
        ...(change.name !== undefined && { name: change.name }),
        ...(change.synopsis !== undefined && { synopsis: change.synopsis }),
        ...(change.releaseDate !== undefined && { releaseDate: change.releaseDate }),
        ...(change.runtimeMinutes !== undefined && { runtimeMinutes: change.runtimeMinutes }),
        ...(change.contentRating !== undefined && { contentRating: change.contentRating }),
        ...(change.language !== undefined && { language: change.language }),
        ...(extraOf !== undefined && { extraOf }),
      };
      const [title] = await tx
        .update(titles)
        .set(set)
        .where(eq(titles.slug, slug))
        .returning({ id: titles.id, kind: titles.kind, slug: titles.slug, name: titles.name, synopsis: titles.synopsis });
      if (restricted !== before.restricted) await restrictTitleMedia(tx, title!.id, restricted);
      // The log keeps what changed, not every field the form sent again.
      const changed = (Object.keys(set) as (keyof typeof set)[]).filter((k) => String(before[k] ?? '') !== String(set[k] ?? ''));
      return {
        ...title!,
        people: await creditedSlugs(tx, title!.id),
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, set[k]])),
        restrictionChanged: restricted !== before.restricted,
      };
    });
  },
  audit: ({ slug }, title) => ({ target: `title ${slug}`, before: title.before, after: title.after }),
  invalidates: (_input, title) => [
    catalogueTags.title(title.slug),
    ...titleShownTags(title.kind, title.people),
    // What plays changes from open to token-only (or back) on every watch page of it, and the media gate of every
    // process forgets what it knew of the title's files (playback/register.ts).
    ...(title.restrictionChanged ? [playbackTags.sources] : []),
  ],
});

/** The id of the movie or show an extra is to belong to (null for none), or the operator's error. */
async function parentOfExtra(tx: Executor, kind: TitleKind, extraRestricted: boolean, wanted: string): Promise<number | null> {
  if (!wanted) return null;
  if (kind !== 'video') throw new ActionError('Only a video is an extra of a movie or show.');
  const found = await findTitleRef(tx, wanted);
  if ('error' in found) throw new ActionError(found.error, found.status);
  if (found.title.kind === 'video') throw new ActionError(`${found.title.name} is a video: an extra belongs to a movie or a show.`);
  // Rated with its title: a public extra of an 18+ title would show what the title's gate keeps.
  if (found.title.restricted && !extraRestricted)
    throw new ActionError(`${found.title.name} is 18+: rate this video 18+ first, or choose another title.`);
  return found.title.id;
}

/** A title's poster or backdrop from an uploaded image (checked and converted first: a refused file changes nothing). */
export const setTitleArtwork = defineOperatorAction({
  name: 'setTitleArtwork',
  input: z.object({
    slug: slugSchema,
    kind: z.enum(['poster', 'backdrop'], { message: 'Artwork is a poster or a backdrop (poster, backdrop).' }),
    file: imageFile,
  }),
  run: async ({ slug, kind, file }) => {
    // Nothing is written for a title that is not there.
    const [exists] = await getDb().select({ id: titles.id }).from(titles).where(eq(titles.slug, slug)).limit(1);
    if (!exists) throw new ActionError(`No title has the slug ${slug}.`, 404);
    const stored = await storeImage(Buffer.from(await file.arrayBuffer()), kind, slug);
    const column = kind === 'poster' ? titles.posterPath : titles.backdropPath;
    return getDb().transaction(async (tx) => {
      const [before] = await tx.select({ path: column }).from(titles).where(eq(titles.slug, slug)).for('update');
      const [title] = await tx
        .update(titles)
        .set(kind === 'poster' ? { posterPath: stored } : { backdropPath: stored })
        .where(eq(titles.slug, slug))
        .returning({ id: titles.id, kind: titles.kind, slug: titles.slug });
      if (!title) throw new ActionError(`No title has the slug ${slug}.`, 404);
      return { ...title, path: stored, before: before?.path ?? null, people: await creditedSlugs(tx, title.id) };
    });
  },
  audit: ({ slug, kind }, title) => ({ target: `title ${slug}`, before: { [kind]: title.before }, after: { [kind]: title.path } }),
  invalidates: (_input, title) => [catalogueTags.title(title.slug), ...titleShownTags(title.kind, title.people)],
});

/**
 * A title's publishing: a draft (only the studio sees it), published now, or scheduled for a time to come (the
 * release job expires its pages at that moment, so cached listings show it on their next request).
 */
export const setTitlePublishing = defineOperatorAction({
  name: 'setTitlePublishing',
  form: (fields) => ({ ...formFields(fields), publishAt: fieldInstant(fields.get('publishAt')) }),
  input: z
    .object({
      slug: slugSchema,
      state: z.enum(['draft', 'published', 'scheduled'], {
        message: 'Choose draft, published or scheduled (draft, published, scheduled).',
      }),
      publishAt: z.preprocess(
        blankAsUndefined,
        z.iso.datetime({ offset: true, message: 'Give the release as a date and time.' }).optional(),
      ),
    })
    .refine((v) => v.state !== 'scheduled' || (v.publishAt && Date.parse(v.publishAt) > Date.now()), {
      message: 'A scheduled release needs a date and time still to come.',
      path: ['publishAt'],
    })
    .refine((v) => !v.publishAt || Date.parse(v.publishAt) < Date.now() + FIVE_YEARS_MS, {
      message: 'Schedule a release at most five years ahead.',
      path: ['publishAt'],
    }),
  run: async ({ slug, state, publishAt }) => {
    const at = state === 'draft' ? null : state === 'scheduled' ? new Date(publishAt!) : new Date();
    const queue = getQueue();
    if (state === 'scheduled' && !queue) throw new ActionError('The job queue is not running here: schedule the release on the site.', 409);
    const changed = await getDb().transaction(async (tx) => {
      const [before] = await tx.select({ publishedAt: titles.publishedAt }).from(titles).where(eq(titles.slug, slug)).for('update');
      if (!before) throw new ActionError(`No title has the slug ${slug}.`, 404);
      // Publishing a title already out keeps the day it came out.
      const wasOut = before.publishedAt !== null && before.publishedAt <= new Date();
      const publishedAt = state === 'published' && wasOut ? before.publishedAt : at;
      const [title] = await tx
        .update(titles)
        .set({ publishedAt })
        .where(eq(titles.slug, slug))
        .returning({ id: titles.id, kind: titles.kind, slug: titles.slug, publishedAt: titles.publishedAt });
      return { ...title!, before: before.publishedAt, people: await creditedSlugs(tx, title!.id) };
    });
    // The title is public at its time whatever happens here; the job makes cached lists show it at once then.
    if (state === 'scheduled') await queue!.send(RELEASE_QUEUE, { slug }, { startAfter: at! });
    return changed;
  },
  audit: ({ slug }, title) => ({
    target: `title ${slug}`,
    before: { publishedAt: title.before?.toISOString() ?? null },
    after: { publishedAt: title.publishedAt?.toISOString() ?? null },
  }),
  invalidates: (_input, title) => [catalogueTags.title(title.slug), ...titleShownTags(title.kind, title.people)],
});

/** The most titles a curated row holds (a slider or a rail shows 20 at most). */
const MAX_CURATED_TITLES = 50;
const curatedRow = z.enum(Object.keys(CURATED_LISTS) as [CuratedListSlug, ...CuratedListSlug[]], {
  message: `A curated row is one of ${Object.keys(CURATED_LISTS).join(', ')}.`,
});

/** The row's id (made on first use: a fresh site's rows exist once the studio fills them) and its titles' slugs in order. */
async function curatedRowFor(tx: Executor, list: CuratedListSlug) {
  await tx.insert(curatedLists).values({ slug: list, name: CURATED_LISTS[list] }).onConflictDoNothing();
  const [row] = await tx.select({ id: curatedLists.id }).from(curatedLists).where(eq(curatedLists.slug, list)).for('update');
  const items = await tx
    .select({ id: titles.id, slug: titles.slug, position: curatedListItems.position })
    .from(curatedListItems)
    .innerJoin(titles, eq(titles.id, curatedListItems.titleId))
    .where(eq(curatedListItems.listId, row!.id))
    .orderBy(asc(curatedListItems.position), asc(titles.id));
  return { id: row!.id, items };
}

/** Adds a title, by its slug or its exact name, at the end of a curated row. */
export const addToCuratedList = defineOperatorAction({
  name: 'addToCuratedList',
  input: z.object({
    list: curatedRow,
    title: z.string().trim().min(1, 'Name the title to add, or give its slug.').max(200, 'Keep it under 200 characters.'),
  }),
  run: async ({ list, title: wanted }) =>
    getDb().transaction(async (tx) => {
      const row = await curatedRowFor(tx, list);
      const found = await findTitleRef(tx, wanted);
      if ('error' in found) throw new ActionError(found.error, found.status);
      const { title } = found;
      if (row.items.some((i) => i.id === title.id)) throw new ActionError(`${title.name} is already on this row.`, 409);
      if (row.items.length >= MAX_CURATED_TITLES)
        throw new ActionError(`A row holds up to ${MAX_CURATED_TITLES} titles: remove one first.`, 409);
      const position = (row.items.at(-1)?.position ?? -1) + 1;
      await tx.insert(curatedListItems).values({ listId: row.id, titleId: title.id, position });
      return {
        id: title.id,
        slug: title.slug,
        name: title.name,
        kind: title.kind,
        posterPath: title.posterPath,
        href: titlePath(title.kind, title.slug),
        hidden: hiddenFromRows(title.restricted, title.publishedAt),
      };
    }),
  audit: ({ list }, item) => ({ target: `curated row ${list}`, after: { added: item.slug } }),
  invalidates: () => [catalogueTags.curated],
});

/** Puts a curated row's titles in the order given; it must name exactly the titles the row holds. */
export const reorderCuratedList = defineOperatorAction({
  name: 'reorderCuratedList',
  input: z.object({
    list: curatedRow,
    order: z.array(z.number().int().positive()).max(MAX_CURATED_TITLES, `A row holds up to ${MAX_CURATED_TITLES} titles.`),
  }),
  run: async ({ list, order }) =>
    getDb().transaction(async (tx) => {
      const row = await curatedRowFor(tx, list);
      const held = row.items.map((i) => i.id);
      if (order.length !== held.length || new Set(order).size !== order.length || !order.every((id) => held.includes(id)))
        throw new ActionError('This row changed while you were ordering it: reload the page to see it as it is.', 409);
      for (const [position, titleId] of order.entries())
        await tx
          .update(curatedListItems)
          .set({ position })
          .where(and(eq(curatedListItems.listId, row.id), eq(curatedListItems.titleId, titleId)));
      const slugOf = new Map(row.items.map((i) => [i.id, i.slug]));
      return { before: row.items.map((i) => i.slug), after: order.map((id) => slugOf.get(id)!) };
    }),
  audit: ({ list }, r) => ({ target: `curated row ${list}`, before: { order: r.before }, after: { order: r.after } }),
  invalidates: () => [catalogueTags.curated],
});

/** Takes a title off a curated row (the title itself stays). */
export const removeFromCuratedList = defineOperatorAction({
  name: 'removeFromCuratedList',
  input: z.object({ list: curatedRow, titleId: z.number().int().positive() }),
  run: async ({ list, titleId }) =>
    getDb().transaction(async (tx) => {
      const row = await curatedRowFor(tx, list);
      const item = row.items.find((i) => i.id === titleId);
      if (!item) throw new ActionError('That title is not on this row (any more): reload the page to see it as it is.', 404);
      await tx.delete(curatedListItems).where(and(eq(curatedListItems.listId, row.id), eq(curatedListItems.titleId, titleId)));
      return { removed: item.slug };
    }),
  audit: ({ list }, r) => ({ target: `curated row ${list}`, before: { removed: r.removed } }),
  invalidates: () => [catalogueTags.curated],
});

/** A title's genres and tags (a movie or show) or categories (a video): exactly the ones given. */
export const setTitleTerms = defineOperatorAction({
  name: 'setTitleTerms',
  form: (fields) => ({ slug: fields.get('slug') ?? '', termIds: fields.getAll('term').map(Number) }),
  input: z.object({
    slug: slugSchema,
    termIds: z.array(z.number().int().positive()).max(100, 'At most 100 genres, tags and categories on one title.'),
  }),
  run: async ({ slug, termIds }) =>
    getDb().transaction(async (tx) => {
      const [title] = await tx.select({ id: titles.id, kind: titles.kind }).from(titles).where(eq(titles.slug, slug)).for('update');
      if (!title) throw new ActionError(`No title has the slug ${slug}.`, 404);
      const wanted = [...new Set(termIds)];
      const allowed = termKindsFor(title.kind);
      const found = wanted.length
        ? await tx.select({ id: terms.id, kind: terms.kind, slug: terms.slug }).from(terms).where(inArray(terms.id, wanted))
        : [];
      if (found.length !== wanted.length || found.some((t) => !allowed.includes(t.kind)))
        throw new ActionError(
          title.kind === 'video'
            ? 'A video has categories only: reload the page to see them.'
            : 'A movie or show has genres and tags only: reload the page to see them.',
          400,
        );
      const before = await tx
        .select({ slug: terms.slug, kind: terms.kind })
        .from(titleTerms)
        .innerJoin(terms, eq(terms.id, titleTerms.termId))
        .where(eq(titleTerms.titleId, title.id));
      await tx.delete(titleTerms).where(eq(titleTerms.titleId, title.id));
      if (wanted.length) await tx.insert(titleTerms).values(wanted.map((termId) => ({ titleId: title.id, termId })));
      const name = (t: { kind: string; slug: string }) => `${t.kind}:${t.slug}`;
      return { kind: title.kind, before: before.map(name).sort(), after: found.map(name).sort() };
    }),
  audit: ({ slug }, r) => ({ target: `title ${slug}`, before: { terms: r.before }, after: { terms: r.after } }),
  invalidates: ({ slug }, r) => [catalogueTags.title(slug), catalogueTags.terms, catalogueTags.listing(r.kind)],
});

const termKind = z.enum(['genre', 'tag', 'category'], { message: 'A term is a genre, a tag or a category (genre, tag, category).' });
const termTitle = z.string().trim().min(1, 'Give it a name.').max(60, 'Keep the name under 60 characters.');
const TERM_TYPE = { genre: 'movie', tag: 'tv-show', category: 'video' } as const;

/** A new genre, tag or category, its slug from its name. */
export const createTerm = defineOperatorAction({
  name: 'createTerm',
  input: z.object({ kind: termKind, title: termTitle }),
  run: async ({ kind, title }) => {
    const slug = slugify(title).slice(0, 60).replace(/-+$/, '');
    if (!slug) throw new ActionError('Give it a name with letters or digits.', 400);
    const [made] = await getDb()
      .insert(terms)
      .values({ kind, type: TERM_TYPE[kind], slug, title })
      .onConflictDoNothing()
      .returning({ id: terms.id, kind: terms.kind, slug: terms.slug, title: terms.title });
    if (!made) throw new ActionError(`There is already a ${kind} with the address ${slug}: rename that one instead.`, 409);
    return { ...made, href: termPath(made.kind, made.slug) };
  },
  audit: (_input, term) => ({ target: `${term.kind} ${term.slug}`, after: { title: term.title } }),
  invalidates: () => [catalogueTags.terms],
});

/** A genre's, tag's or category's new name (its address stays: links to it keep working). */
export const renameTerm = defineOperatorAction({
  name: 'renameTerm',
  form: formInput({ numbers: ['id'] }),
  input: z.object({ id: z.number().int().positive(), title: termTitle }),
  run: async ({ id, title }) =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select({ title: terms.title }).from(terms).where(eq(terms.id, id)).for('update');
      if (!before) throw new ActionError('That genre, tag or category is gone: reload the page.', 404);
      const [term] = await tx
        .update(terms)
        .set({ title })
        .where(eq(terms.id, id))
        .returning({ kind: terms.kind, slug: terms.slug, title: terms.title });
      // Every title page that names it.
      const named = await tx
        .select({ slug: titles.slug, kind: titles.kind })
        .from(titleTerms)
        .innerJoin(titles, eq(titles.id, titleTerms.titleId))
        .where(eq(titleTerms.termId, id));
      return { ...term!, before: before.title, named };
    }),
  audit: (_input, t) => ({ target: `${t.kind} ${t.slug}`, before: { title: t.before }, after: { title: t.title } }),
  invalidates: (_input, t) => [
    catalogueTags.terms,
    catalogueTags.search,
    ...t.named.map((n) => catalogueTags.title(n.slug)),
    ...new Set(t.named.map((n) => catalogueTags.listing(n.kind))),
  ],
});
