'use server';

import { eq, like, or } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/db/client';
import { ARTWORK_KINDS, ARTWORK_MAX_BYTES, storeArtwork, type ArtworkKind } from './artwork-upload';
import { ActionError } from '@/server/action-error';
import { defineAction, defineOperatorAction } from '@/server/action';
import { slugify } from '@/lib/text';
import { slugSchema } from './params';
import { credits, people, titles } from './schema';
import { catalogueTags, titleShownTags } from './tags';

// The catalogue's writes: the operator's (the studio, and the CLI through the running server).

/** The people credited on a title: their pages show its card, so a change to it expires them. */
async function creditedSlugs(tx: Executor, titleId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ slug: people.slug })
    .from(credits)
    .innerJoin(people, eq(people.id, credits.personId))
    .where(eq(credits.titleId, titleId));
  return rows.map((p) => p.slug);
}

const titleName = z.string().trim().min(1, 'A title needs a name.').max(200, 'Keep the name under 200 characters.');
/** Slugs a title cannot have: pages that live beside titles' own (listings' fixed pages, the studio's new title). */
const RESERVED_SLUGS = new Set(['new', 'related', 'restricted', 'page', 'genres', 'tags', 'all', 'search']);
const RATINGS = ['G', 'PG', 'PG-13', 'R', 'NC-17', '18+'] as const;
/** A form's empty field as "not given". */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The operator's new title: its slug from its name (made unique), 18+ when restricted; it plays once a video is added. */
export const createTitle = defineOperatorAction({
  name: 'createTitle',
  input: z.object({
    kind: z.enum(['movie', 'tv-show', 'video'], { message: 'Choose a movie, a TV show or a video.' }),
    name: titleName,
    synopsis: z.string().trim().max(4000, 'Keep the synopsis under 4,000 characters.').default(''),
    releaseDate: z.preprocess(blankAsUndefined, z.iso.date('Give the release date as a date (YYYY-MM-DD).').optional()),
    runtimeMinutes: z.preprocess(
      blankAsUndefined,
      z.coerce
        .number({ message: 'Give the runtime in whole minutes, like 94.' })
        .int('Give the runtime in whole minutes, like 94.')
        .min(1, 'At least a minute.')
        .max(1000, 'At most 1,000 minutes.')
        .optional(),
    ),
    contentRating: z.enum(RATINGS, { message: `A rating is one of ${RATINGS.join(', ')}.` }).default('PG'),
    restricted: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()),
    language: z.string().trim().min(1).max(40).default('English'),
  }),
  run: async (input) => {
    // Cut at a word's end, and never one of the addresses beside a title's page (/movies/related, /studio/titles/new).
    const cut = slugify(input.name).slice(0, 100).replace(/-+$/, '') || 'title';
    const base = RESERVED_SLUGS.has(cut) ? `${cut}-title` : cut;
    return getDb().transaction(async (tx) => {
      const taken = new Set(
        (
          await tx
            .select({ slug: titles.slug })
            .from(titles)
            .where(or(eq(titles.slug, base), like(titles.slug, `${base}-%`)))
        ).map((t) => t.slug),
      );
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
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
        })
        .returning({ id: titles.id, kind: titles.kind, slug: titles.slug, name: titles.name });
      return title!;
    });
  },
  audit: (input, title) => ({ target: `title ${title.slug}`, after: { kind: input.kind, name: title.name, restricted: input.restricted } }),
  invalidates: (_input, title) => [catalogueTags.title(title.slug), ...titleShownTags(title.kind, [])],
});

/** A date field: a date, or empty for none (null). */
const dateOrNone = z.preprocess((v) => (v === '' ? null : v), z.iso.date('Give the date as YYYY-MM-DD, or leave it empty.').nullable());
/** Whole minutes, or empty for none (null). */
const minutesOrNone = z.preprocess(
  (v) => (v === '' || v === null ? null : Number(v)),
  z
    .number({ message: 'Give the runtime in whole minutes, like 94.' })
    .int('Give the runtime in whole minutes, like 94.')
    .min(1, 'At least a minute.')
    .max(1000, 'At most 1,000 minutes.')
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
        })
        .from(titles)
        .where(eq(titles.slug, slug))
        .for('update');
      if (!before) throw new ActionError(`No title has the slug ${slug}.`, 404);
      // An 18+ title is rated 18+, and only an 18+ title is.
      if (change.contentRating !== undefined && (change.contentRating === '18+') !== before.restricted)
        throw new ActionError(before.restricted ? 'An 18+ title keeps the rating 18+.' : 'Only an 18+ title is rated 18+.', 400);
      const set = {
        ...(change.name !== undefined && { name: change.name }),
        ...(change.synopsis !== undefined && { synopsis: change.synopsis }),
        ...(change.releaseDate !== undefined && { releaseDate: change.releaseDate }),
        ...(change.runtimeMinutes !== undefined && { runtimeMinutes: change.runtimeMinutes }),
        ...(change.contentRating !== undefined && { contentRating: change.contentRating }),
        ...(change.language !== undefined && { language: change.language }),
      };
      const [title] = await tx
        .update(titles)
        .set(set)
        .where(eq(titles.slug, slug))
        .returning({ id: titles.id, kind: titles.kind, slug: titles.slug, name: titles.name, synopsis: titles.synopsis });
      // The log keeps what changed, not every field the form sent again.
      const changed = (Object.keys(set) as (keyof typeof set)[]).filter((k) => String(before[k] ?? '') !== String(set[k] ?? ''));
      return {
        ...title!,
        people: await creditedSlugs(tx, title!.id),
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, set[k]])),
      };
    });
  },
  audit: ({ slug }, title) => ({ target: `title ${slug}`, before: title.before, after: title.after }),
  invalidates: (_input, title) => [catalogueTags.title(title.slug), ...titleShownTags(title.kind, title.people)],
});

/** A title's poster or backdrop from an uploaded image (checked and converted first: a refused file changes nothing). */
export const setTitleArtwork = defineOperatorAction({
  name: 'setTitleArtwork',
  input: z.object({
    slug: slugSchema,
    kind: z.enum(Object.keys(ARTWORK_KINDS) as [ArtworkKind, ...ArtworkKind[]], { message: 'Artwork is a poster or a backdrop.' }),
    file: z
      .instanceof(File, { message: 'Choose an image file.' })
      .refine((f) => f.size > 0, 'Choose an image file.')
      .refine((f) => f.size <= ARTWORK_MAX_BYTES, `Images up to ${ARTWORK_MAX_BYTES / 1024 / 1024} MB.`),
  }),
  run: async ({ slug, kind, file }) => {
    // Nothing is written for a title that is not there.
    const [exists] = await getDb().select({ id: titles.id }).from(titles).where(eq(titles.slug, slug)).limit(1);
    if (!exists) throw new ActionError(`No title has the slug ${slug}.`, 404);
    const stored = await storeArtwork(Buffer.from(await file.arrayBuffer()), kind, slug);
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
