import { and, asc, eq, sql } from 'drizzle-orm';
import { cache } from 'react';
import { getDb, type Executor } from '@/db/client';
import { cachedRead } from '@/server/cached';
import { browsable, cardColumns, isSlug, joinParts, toCard } from './cards';
import { credits, people, titles } from './schema';
import { catalogueTags } from './tags';

// People: the cast index and a person's page with their credits.

/** The people credited on a title: their pages show its card, so a change to it expires them. */
export async function creditedSlugs(tx: Executor, titleId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ slug: people.slug })
    .from(credits)
    .innerJoin(people, eq(people.id, credits.personId))
    .where(eq(credits.titleId, titleId));
  return rows.map((p) => p.slug);
}

/** A page of the people index, by name. */
export const listPeople = cachedRead('catalogue:people', readPeople, [catalogueTags.people]);

async function readPeople(page = 1, pageSize = 40) {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db
      .select({
        id: people.id,
        slug: people.slug,
        name: people.name,
        designation: people.designation,
        profileImage: people.profileImage,
        knownCredits: people.knownCredits,
      })
      .from(people)
      .orderBy(asc(people.sortName), asc(people.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(people),
  ]);
  return { items: rows, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A person's page: their details and their credits' cards; null for no such person. */
export const getPersonBySlug = cache(async (slug: string) => (isSlug(slug) ? loadPerson(slug) : null));

const loadPerson = cachedRead('catalogue:person', readPerson, ([slug]) => [catalogueTags.person(slug)], {
  keep: (found) => found !== null,
});

async function readPerson(slug: string) {
  const db = getDb();
  const [person] = await db.select().from(people).where(eq(people.slug, slug));
  if (!person) return null;
  const rows = await db
    .select({ ...cardColumns, role: credits.role, part: credits.part })
    .from(credits)
    .innerJoin(titles, eq(titles.id, credits.titleId))
    .where(and(eq(credits.personId, person.id), browsable))
    .orderBy(sql`${titles.releaseDate} desc nulls last`, asc(titles.id));
  const { searchVector: _omit, ...fields } = person;
  // One card per title: a director who also wrote it has one credit card, not two.
  const cards = rows.map((r) => ({ ...toCard(r), role: r.role, part: r.part }));
  return { ...fields, credits: joinParts(cards, (c) => c.id) };
}
