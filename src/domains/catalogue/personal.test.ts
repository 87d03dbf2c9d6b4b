import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalRail, type PersonalRailName } from '@/domains/catalogue/personal';
import { browseSchema } from '@/domains/catalogue/params';
import { browseTitles } from '@/domains/catalogue/titles';
import { credits, terms, titles, titleTerms } from '@/domains/catalogue/schema';
import { upsertUserIdentity } from '@/domains/identity/identity';
import { saveProgress } from '@/domains/playback/progress';
import { watchProgress } from '@/domains/playback/schema';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';

/** The rails' scoring, written out again in plain code over the same tables: the SQL must agree with it. */
async function expected(db: TestDatabase, me: string, rail: PersonalRailName, limit = 12): Promise<number[]> {
  const w =
    rail === 'suggested' ? { cowatch: 3, genre: 1, cast: 0.5, movieOnly: false } : { cowatch: 1, genre: 2, cast: 1.5, movieOnly: true };
  const [progress, genreRows, castRows, all] = await Promise.all([
    db.db.select().from(watchProgress),
    db.db
      .select({ titleId: titleTerms.titleId, termId: titleTerms.termId })
      .from(titleTerms)
      .innerJoin(terms, eq(terms.id, titleTerms.termId))
      .where(eq(terms.kind, 'genre')),
    db.db.select({ titleId: credits.titleId, personId: credits.personId }).from(credits).where(eq(credits.role, 'cast')),
    db.db.select({ id: titles.id, kind: titles.kind, restricted: titles.restricted, releaseDate: titles.releaseDate }).from(titles),
  ]);
  const history = new Map<number, number>();
  for (const p of progress.filter((p) => p.identityId === me))
    history.set(p.titleId, Math.max(history.get(p.titleId) ?? 0, p.watched ? 1 : 0.5));
  const seen = new Map<string, Set<number>>();
  for (const p of progress.filter((p) => p.identityId !== me)) seen.set(p.identityId, (seen.get(p.identityId) ?? new Set()).add(p.titleId));
  const cowatch = new Map<number, number>();
  for (const titlesSeen of seen.values()) {
    const overlap = [...titlesSeen].reduce((sum, t) => sum + (history.get(t) ?? 0), 0);
    if (overlap) for (const t of titlesSeen) cowatch.set(t, (cowatch.get(t) ?? 0) + overlap);
  }
  const affinity = (rows: { titleId: number; key: number }[]) => {
    const weightOf = new Map<number, number>();
    for (const r of rows) if (history.has(r.titleId)) weightOf.set(r.key, (weightOf.get(r.key) ?? 0) + history.get(r.titleId)!);
    const score = new Map<number, number>();
    for (const r of rows) if (weightOf.has(r.key)) score.set(r.titleId, (score.get(r.titleId) ?? 0) + weightOf.get(r.key)!);
    return score;
  };
  const genre = affinity(genreRows.map((r) => ({ titleId: r.titleId, key: r.termId })));
  const cast = affinity(castRows.map((r) => ({ titleId: r.titleId, key: r.personId })));
  const today = new Date().toISOString().slice(0, 10);
  return all
    .filter(
      (t) => !t.restricted && (!t.releaseDate || t.releaseDate <= today) && !history.has(t.id) && (!w.movieOnly || t.kind === 'movie'),
    )
    .map((t) => {
      const [c, g, a] = [cowatch.get(t.id) ?? 0, genre.get(t.id) ?? 0, cast.get(t.id) ?? 0];
      return { id: t.id, any: c + g + a, rank: w.cowatch * c + w.genre * g + w.cast * a };
    })
    .filter((t) => t.any > 0)
    .sort((a, b) => b.rank - a.rank || a.id - b.id)
    .slice(0, limit)
    .map((t) => t.id);
}

describe.each(testEngines({ seeded: true }))('personal rails on $name', (engine) => {
  let db: TestDatabase;
  let movies: { id: number }[];
  let me: string;
  beforeAll(async () => {
    db = await engine.open();
    movies = (await browseTitles('movie', browseSchema.parse({ sort: 'name' }))).items;
    const person = (n: string) => upsertUserIdentity(db.db, { issuer: 'local', subject: `rails-${n}`, email: `${n}@example.com`, name: n });
    const [a, b, c] = await Promise.all([person('me'), person('b'), person('c')]);
    me = a.id;
    const watch = (who: string, i: number, share: number) =>
      saveProgress(who, { target: `title:${movies[i]!.id}`, position: share * 100, duration: 100 });
    // Me: movie 0 watched, movie 1 under way. B shares movie 0 and watched 5 and 6; C shares movie 1 and watched 6 and 7.
    await watch(me, 0, 1);
    await watch(me, 1, 0.4);
    for (const i of [0, 5, 6]) await watch(b.id, i, 1);
    for (const i of [1, 6, 7]) await watch(c.id, i, 0.95);
  });
  afterAll(async () => db?.dispose());

  it('ranks Suggested for you by what similar viewers watched plus genre and cast affinity, watched titles left out', async () => {
    const rail = await personalRail(me, 'suggested');
    const ids = rail.map((t) => t.id);
    expect(ids).toEqual(await expected(db, me, 'suggested'));
    expect(ids).not.toContain(movies[0]!.id);
    expect(ids).not.toContain(movies[1]!.id);
    // Movie 6 was watched by both similar viewers: it leads the co-watched ones.
    expect(ids.indexOf(movies[6]!.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(movies[6]!.id)).toBeLessThan(ids.indexOf(movies[7]!.id) === -1 ? Infinity : ids.indexOf(movies[7]!.id));
    expect(rail.every((t) => !t.upcoming)).toBe(true);
  });

  it('ranks Recommended (movies) by genre and cast affinity first', async () => {
    const rail = await personalRail(me, 'recommended');
    expect(rail.map((t) => t.id)).toEqual(await expected(db, me, 'recommended'));
    expect(rail.every((t) => t.kind === 'movie')).toBe(true);
    expect(rail.length).toBeGreaterThan(0);
  });

  it('has nothing for an identity with no history: the curated rows stay', async () => {
    const nobody = await upsertUserIdentity(db.db, { issuer: 'local', subject: 'rails-new', email: 'new@example.com', name: 'New' });
    expect(await personalRail(nobody.id, 'suggested')).toEqual([]);
    expect(await personalRail(nobody.id, 'recommended')).toEqual([]);
  });
});
