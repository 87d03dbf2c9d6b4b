import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseSchema } from '@/domains/catalogue/params';
import { getEpisodesInOrder, getWatchTarget } from '@/domains/catalogue/targets';
import { browseTitles } from '@/domains/catalogue/titles';
import { createGuest, mergeGuest, upsertUserIdentity } from '@/domains/identity/identity';
import { continueWatching, progressInput, resumePosition, saveProgress, titleProgress } from '@/domains/playback/progress';
import { eq } from 'drizzle-orm';
import { titles } from '@/domains/catalogue/schema';
import { saveWatchProgress } from '@/domains/playback/actions';
import { grantSubscription } from '@/domains/pages/subscriptions';
import { VISITOR } from '@/server/viewer';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';

describe.each(testEngines({ seeded: true }))('watch progress on $name', (engine) => {
  let db: TestDatabase;
  let movies: { id: number; slug: string }[];
  let show: string;
  beforeAll(async () => {
    db = await engine.open();
    movies = (await browseTitles('movie', browseSchema.parse({}))).items.slice(0, 3);
    show = (await browseTitles('tv-show', browseSchema.parse({}))).items[0]!.slug;
  });
  afterAll(async () => db?.dispose());

  const person = (n: string) =>
    upsertUserIdentity(db.db, { issuer: 'local', subject: `progress-${n}`, email: `${n}@example.com`, name: n });

  it('checks what it is given', () => {
    expect(progressInput.safeParse({ target: 'title:1', position: 3, duration: 30 }).success).toBe(true);
    for (const bad of [
      { target: 'titles:1', position: 3, duration: 30 },
      { target: 'title:1', position: -1, duration: 30 },
      { target: 'title:1', position: 3, duration: 0 },
      { target: 'title:1', position: Number.NaN, duration: 30 },
      { target: "title:1' or 1=1", position: 3, duration: 30 },
    ])
      expect(progressInput.safeParse(bad).success).toBe(false);
  });

  it('keeps a place in an 18+ title only for someone who may watch it (to anyone else it plays nothing)', async () => {
    const [gated] = await db.db.select({ id: titles.id }).from(titles).where(eq(titles.restricted, true)).limit(1);
    const input = { target: `title:${gated!.id}`, position: 600, duration: 5640 };
    const as = (identity?: Awaited<ReturnType<typeof person>>) =>
      saveWatchProgress.as(
        {
          clientIp: `progress-${identity?.id ?? 'visitor'}`,
          viewer: identity ? { kind: 'user', role: 'member', identity, sessionId: 's' } : VISITOR,
        },
        input,
      );
    expect(await as()).toMatchObject({ ok: false, status: 404 });
    const member = await person('no-plan');
    expect(await as(member)).toMatchObject({ ok: false, status: 404 });
    expect(await continueWatching(member.id)).toEqual([]);
    const fan = await person('with-plan');
    await grantSubscription(fan.id, 30);
    expect(await as(fan)).toMatchObject({ ok: true });
  });

  it('offers to resume from a saved place, not near the start, not once watched (90 %)', async () => {
    const me = await person('resume');
    const target = `title:${movies[0]!.id}`;
    expect(await resumePosition(me.id, target)).toBeNull();
    expect(await saveProgress(me.id, { target, position: 3, duration: 100 })).toBe(true);
    expect(await resumePosition(me.id, target)).toBeNull();
    await saveProgress(me.id, { target, position: 42.5, duration: 100 });
    expect(await resumePosition(me.id, target)).toBe(42.5);
    await saveProgress(me.id, { target, position: 91, duration: 100 });
    expect(await resumePosition(me.id, target)).toBeNull();
    expect(await saveProgress(me.id, { target: 'title:999999', position: 10, duration: 100 })).toBe(false);
    // A show is watched by its episodes, not as a title.
    const showTitle = (await getWatchTarget(show, 1, 1))!;
    expect(await saveProgress(me.id, { target: `title:${showTitle.titleId}`, position: 10, duration: 100 })).toBe(false);
  });

  it('lists Continue watching newest first: part-watched to resume, a finished episode as the next one, finished movies gone', async () => {
    const me = await person('continue');
    const first = (await getWatchTarget(show, 1, 1))!;
    await saveProgress(me.id, { target: `title:${movies[0]!.id}`, position: 30, duration: 100 });
    await saveProgress(me.id, { target: `title:${movies[1]!.id}`, position: 95, duration: 100 });
    await saveProgress(me.id, { target: first.target, position: 29, duration: 30 });
    await saveProgress(me.id, { target: `title:${movies[2]!.id}`, position: 12, duration: 100 });
    const items = await continueWatching(me.id);
    expect(items.map((i) => i.href)).toEqual([
      `/watch/${movies[2]!.slug}`,
      `/watch/${show}/s${first.next!.season}e${first.next!.number}`,
      `/watch/${movies[0]!.slug}`,
    ]);
    expect(items[0]!.share).toBeCloseTo(0.12);
    expect(items[0]!.label).toBe('1 min left'); // 88 s of 100
    expect(items[1]!.label).toMatch(/^Next: S\d+:E\d+ /);
    // Watching the next episode part way makes it the show's entry.
    await saveProgress(me.id, {
      target: (await getWatchTarget(show, first.next!.season, first.next!.number))!.target,
      position: 10,
      duration: 30,
    });
    expect((await continueWatching(me.id))[0]!.label).toMatch(new RegExp(`^S${first.next!.season}:E${first.next!.number} `));
  });

  it('offers a show’s next thing to watch: Play S1:E1 untouched, Resume the one under way, Play the one after, Watch again', async () => {
    const me = await person('next-up');
    const { titleId } = (await getWatchTarget(show, 1, 1))!;
    const order = await getEpisodesInOrder(titleId);
    expect(order.length).toBeGreaterThanOrEqual(3);
    const code = (e: { season: number; number: number }) => `S${e.season}:E${e.number}`;
    const href = (e: { season: number; number: number }) => `/watch/${show}/s${e.season}e${e.number}`;
    const resume = async () => (await titleProgress(me.id, titleId)).resume;
    expect(await resume()).toBeNull();
    const [, second, third] = order as [(typeof order)[0], (typeof order)[0], (typeof order)[0]];
    await saveProgress(me.id, { target: `episode:${second.id}`, position: 2, duration: 30 });
    expect(await resume()).toEqual({ href: href(second), label: `Play ${code(second)}`, share: 0 });
    await saveProgress(me.id, { target: `episode:${second.id}`, position: 10, duration: 30 });
    expect(await resume()).toMatchObject({ href: href(second), label: `Resume ${code(second)} · 20 s left` });
    await saveProgress(me.id, { target: `episode:${second.id}`, position: 29, duration: 30 });
    expect(await resume()).toEqual({ href: href(third), label: `Play ${code(third)}`, share: 0 });
    expect((await titleProgress(me.id, titleId)).episodes[`s${second.season}e${second.number}`]).toMatchObject({ watched: true });
    // The last one finished with the first still unseen: the first; everything watched: the show again from its start.
    const last = order.at(-1)!;
    await saveProgress(me.id, { target: `episode:${last.id}`, position: 30, duration: 30 });
    expect(await resume()).toEqual({ href: href(order[0]!), label: `Play ${code(order[0]!)}`, share: 0 });
    for (const e of order) await saveProgress(me.id, { target: `episode:${e.id}`, position: 30, duration: 30 });
    await saveProgress(me.id, { target: `episode:${last.id}`, position: 30, duration: 30 });
    expect(await resume()).toEqual({ href: href(order[0]!), label: 'Watch again', share: 0 });
    // A finished movie: Watch again, on its own watch page.
    await saveProgress(me.id, { target: `title:${movies[0]!.id}`, position: 100, duration: 100 });
    expect((await titleProgress(me.id, movies[0]!.id)).resume).toEqual({ href: null, label: 'Watch again', share: 0 });
  });

  it('keeps a guest’s progress at sign-in, the most recent place winning', async () => {
    const { identity: guest } = await createGuest();
    const me = await person('merge');
    const a = `title:${movies[0]!.id}`;
    const b = `title:${movies[1]!.id}`;
    await saveProgress(me.id, { target: a, position: 20, duration: 100 });
    await new Promise((r) => setTimeout(r, 20));
    await saveProgress(guest.id, { target: a, position: 60, duration: 100 });
    await saveProgress(guest.id, { target: b, position: 15, duration: 100 });
    await db.db.transaction((tx) => mergeGuest(tx, guest.id, me.id));
    expect(await resumePosition(me.id, a)).toBe(60);
    expect(await resumePosition(me.id, b)).toBe(15);
    expect(await resumePosition(guest.id, a)).toBeNull();
  });
});
