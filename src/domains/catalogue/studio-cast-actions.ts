'use server';

import { and, asc, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/db/client';
import { ActionError } from '@/server/action-error';
import { defineOperatorAction } from '@/server/action';
import { imageFile, storeImage } from '@/server/image-upload';
import { calendarDate } from '@/lib/form-values';
import { slugSchema } from './params';
import { freeSlug } from '@/db/slugs';
import { credits, people, titles } from './schema';
import { catalogueTags } from './tags';

// The studio's writes of the cast and crew: people's pages and the credits that tie them to titles.

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${label} under ${max.toLocaleString('en')} characters.`);
const personFields = {
  name: z.string().trim().min(1, 'A person needs a name.').max(120, 'Keep the name under 120 characters.'),
  designation: text(120, 'the designation'),
  knownCredits: text(200, 'the known-for line'),
  birthday: z.preprocess((v) => (v === '' ? null : v), calendarDate('Give the birthday as YYYY-MM-DD, or leave it empty.').nullable()),
  birthPlace: text(120, 'the birth place'),
  alsoKnownAs: text(200, 'the other names'),
  biography: text(6000, 'the biography'),
};

/** The titles a person is credited on: their pages name them, so a change to the person expires them. */
async function titlesOf(tx: Executor, personId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ slug: titles.slug })
    .from(credits)
    .innerJoin(titles, eq(titles.id, credits.titleId))
    .where(eq(credits.personId, personId));
  return rows.map((r) => catalogueTags.title(r.slug));
}

/** A new person of the cast and crew, their slug from their name (made unique). */
export const createPerson = defineOperatorAction({
  name: 'createPerson',
  input: z.object({ ...personFields, designation: personFields.designation.default('') }).partial({
    knownCredits: true,
    birthday: true,
    birthPlace: true,
    alsoKnownAs: true,
    biography: true,
  }),
  run: async (input) =>
    getDb().transaction(async (tx) => {
      const slug = await freeSlug(tx, people, people.slug, input.name, { fallback: 'person' });
      const [person] = await tx
        .insert(people)
        .values({ ...input, slug, birthday: input.birthday ?? null })
        .returning({ slug: people.slug, name: people.name });
      return person!;
    }),
  audit: (input, person) => ({ target: `person ${person.slug}`, after: { name: input.name, designation: input.designation } }),
  invalidates: () => [catalogueTags.people, catalogueTags.search],
  redirect: (person) => `/studio/cast/${person.slug}?created=1`,
});

/** A person's details: only the fields sent change. */
export const updatePerson = defineOperatorAction({
  name: 'updatePerson',
  input: z
    .object({ slug: slugSchema, ...personFields })
    .partial()
    .required({ slug: true }),
  run: async ({ slug, ...change }) =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(people).where(eq(people.slug, slug)).for('update');
      if (!before) throw new ActionError(`No person has the slug ${slug}.`, 404);
      const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<typeof change>;
      const changed = (Object.keys(set) as (keyof typeof set)[]).filter((k) => String(before[k] ?? '') !== String(set[k] ?? ''));
      if (changed.length) await tx.update(people).set(set).where(eq(people.id, before.id));
      return {
        titles: await titlesOf(tx, before.id),
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, set[k]])),
      };
    }),
  audit: ({ slug }, r) => ({ target: `person ${slug}`, before: r.before, after: r.after }),
  invalidates: ({ slug }, r) => [catalogueTags.person(slug), catalogueTags.people, catalogueTags.search, ...r.titles],
});

/** A person's portrait from an uploaded image (checked and converted first: a refused file changes nothing). */
export const setPersonPortrait = defineOperatorAction({
  name: 'setPersonPortrait',
  input: z.object({
    slug: slugSchema,
    file: imageFile,
  }),
  run: async ({ slug, file }) => {
    const [exists] = await getDb().select({ id: people.id }).from(people).where(eq(people.slug, slug)).limit(1);
    if (!exists) throw new ActionError(`No person has the slug ${slug}.`, 404);
    const stored = await storeImage(Buffer.from(await file.arrayBuffer()), 'portrait', slug);
    return getDb().transaction(async (tx) => {
      const [before] = await tx.select({ path: people.profileImage }).from(people).where(eq(people.id, exists.id)).for('update');
      await tx.update(people).set({ profileImage: stored }).where(eq(people.id, exists.id));
      return { path: stored, before: before?.path ?? null, titles: await titlesOf(tx, exists.id) };
    });
  },
  audit: ({ slug }, r) => ({ target: `person ${slug}`, before: { portrait: r.before }, after: { portrait: r.path } }),
  invalidates: ({ slug }, r) => [catalogueTags.person(slug), catalogueTags.people, catalogueTags.search, ...r.titles],
});

const role = z.enum(['cast', 'crew'], { message: 'A credit is cast or crew (cast, crew).' });

/** The title (locked for the change) and its credits in order. */
async function creditsFor(tx: Executor, slug: string) {
  const [title] = await tx.select({ id: titles.id }).from(titles).where(eq(titles.slug, slug)).for('update');
  if (!title) throw new ActionError(`No title has the slug ${slug}.`, 404);
  const rows = await tx
    .select({ id: credits.id, personSlug: people.slug, name: people.name, role: credits.role, part: credits.part })
    .from(credits)
    .innerJoin(people, eq(people.id, credits.personId))
    .where(eq(credits.titleId, title.id))
    .orderBy(asc(credits.position), asc(credits.id));
  return { titleId: title.id, rows };
}

/** Credits a person (by slug or exact name) on a title, as cast (with their character) or crew (with their job), last. */
export const addCredit = defineOperatorAction({
  name: 'addCredit',
  input: z.object({
    slug: slugSchema,
    person: z.string().trim().min(1, 'Name the person, or give their slug.').max(120, 'Keep it under 120 characters.'),
    role,
    part: text(120, 'the character or job'),
  }),
  run: async ({ slug, person: wanted, role, part }) =>
    getDb().transaction(async (tx) => {
      const { titleId, rows } = await creditsFor(tx, slug);
      const matches = await tx
        .select({ id: people.id, slug: people.slug, name: people.name })
        .from(people)
        .where(sql`${people.slug} = ${wanted.toLowerCase()} or lower(${people.name}) = lower(${wanted})`)
        .orderBy(asc(people.id))
        .limit(6);
      const person = matches.find((m) => m.slug === wanted.toLowerCase()) ?? (matches.length === 1 ? matches[0] : undefined);
      if (!matches.length) throw new ActionError(`Nobody is called “${wanted}”: add them under Cast & crew first.`, 404);
      if (!person)
        throw new ActionError(
          `Several people are called “${wanted}”: give the slug of the one you mean (${matches.map((m) => m.slug).join(', ')}).`,
          409,
        );
      if (rows.some((r) => r.personSlug === person.slug && r.role === role && r.part === part))
        throw new ActionError(`${person.name} already has that credit.`, 409);
      const [{ last } = { last: null }] = await tx
        .select({ last: max(credits.position) })
        .from(credits)
        .where(eq(credits.titleId, titleId));
      const [credit] = await tx
        .insert(credits)
        .values({ titleId, personId: person.id, role, part, position: (last ?? -1) + 1 })
        .returning({ id: credits.id });
      return { id: credit!.id, name: person.name, personSlug: person.slug, role, part };
    }),
  audit: ({ slug }, c) => ({ target: `title ${slug}`, after: { credit: `${c.personSlug} (${c.role}${c.part ? `: ${c.part}` : ''})` } }),
  invalidates: ({ slug }, c) => [catalogueTags.title(slug), catalogueTags.person(c.personSlug)],
});

/** Takes a credit off a title (the person stays). */
export const removeCredit = defineOperatorAction({
  name: 'removeCredit',
  input: z.object({ slug: slugSchema, creditId: z.number().int().positive() }),
  run: async ({ slug, creditId }) =>
    getDb().transaction(async (tx) => {
      const { titleId, rows } = await creditsFor(tx, slug);
      const credit = rows.find((r) => r.id === creditId);
      if (!credit) throw new ActionError('That credit is not on this title (any more): reload the page to see it as it is.', 404);
      await tx.delete(credits).where(and(eq(credits.id, creditId), eq(credits.titleId, titleId)));
      return credit;
    }),
  audit: ({ slug }, c) => ({ target: `title ${slug}`, before: { credit: `${c.personSlug} (${c.role}${c.part ? `: ${c.part}` : ''})` } }),
  invalidates: ({ slug }, c) => [catalogueTags.title(slug), catalogueTags.person(c.personSlug)],
});

/** Puts a title's credits in billing order; it must name exactly the credits the title has. */
export const reorderCredits = defineOperatorAction({
  name: 'reorderCredits',
  input: z.object({ slug: slugSchema, order: z.array(z.number().int().positive()).max(500) }),
  run: async ({ slug, order }) =>
    getDb().transaction(async (tx) => {
      const { titleId, rows } = await creditsFor(tx, slug);
      const held = rows.map((r) => r.id);
      if (order.length !== held.length || new Set(order).size !== order.length || !order.every((id) => held.includes(id)))
        throw new ActionError('The credits changed while you were ordering them: reload the page to see them as they are.', 409);
      for (const [position, id] of order.entries())
        await tx
          .update(credits)
          .set({ position })
          .where(and(eq(credits.id, id), eq(credits.titleId, titleId)));
      const byId = new Map(rows.map((r) => [r.id, r.personSlug]));
      return { before: rows.map((r) => r.personSlug), after: order.map((id) => byId.get(id)!) };
    }),
  audit: ({ slug }, r) => ({ target: `title ${slug}`, before: { billing: r.before }, after: { billing: r.after } }),
  // A person's page orders by release, not billing: the title's page is all that changes.
  invalidates: ({ slug }) => [catalogueTags.title(slug)],
});
