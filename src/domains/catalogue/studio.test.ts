import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { auditPage } from '@/server/audit';
import { SYSTEM, VISITOR } from '@/server/viewer';
import { sql } from 'drizzle-orm';
import {
  addToCuratedList,
  createTerm,
  createTitle,
  removeFromCuratedList,
  renameTerm,
  reorderCuratedList,
  setTitlePublishing,
  setTitleTerms,
  updateTitleDetails,
} from './studio-actions';
import { getCuratedList } from './lists';
import { searchCatalogue } from './search';
import { studioCuratedList, studioCuratedLists, studioTitle, studioTitles, studioTitleTerms } from './studio';
import { episodeIdsOfTitle, getWatchTarget } from './targets';
import { getTermWithTitles } from './terms';
import { formatTarget } from './playback-target';
import { browseSchema } from './params';
import { gateMediaPath } from '@/domains/playback/gate';
import { getPlaybackAsset } from '@/domains/playback/queries';
import { mediaAssets, playbackSources } from '@/domains/playback/schema';
import { browseTitles, countCatalogue, getTitleBySlug, getTitleExtras, listCatalogueUrls } from './titles';

describe.each(testEngines({ seeded: true }))('the studio’s catalogue ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());

  it('finds titles by part of their name, 18+ ones too, a page at a time', async () => {
    const all = await studioTitles('', 1);
    expect(all.rows).toHaveLength(25);
    expect(all.pageCount).toBe(Math.ceil(all.total / 25));
    expect((await studioTitles('orbital', 1)).rows.map((r) => r.name)).toEqual(['Orbital Decay']);
    expect((await studioTitles('100%_', 1)).total).toBe(0);
    expect(await studioTitle('no-such-title')).toBeUndefined();
  });

  it('logs an operator’s change with the values before and after, and nothing for a refused one', async () => {
    const before = (await studioTitle('orbital-decay'))!;
    const refused = await updateTitleDetails.as({ clientIp: 'test', viewer: VISITOR }, { slug: 'orbital-decay', synopsis: 'Hijacked.' });
    expect(refused).toMatchObject({ ok: false, status: 404 });
    expect((await auditPage(1)).total).toBe(0);

    const done = await updateTitleDetails.as({ clientIp: 'test', viewer: SYSTEM }, { slug: 'orbital-decay', synopsis: 'A new synopsis.' });
    expect(done.ok).toBe(true);
    expect((await studioTitle('orbital-decay'))!.synopsis).toBe('A new synopsis.');
    const { rows, total } = await auditPage(1);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      actor: 'command line',
      actorId: null,
      action: 'updateTitleDetails',
      target: 'title orbital-decay',
      before: { synopsis: before.synopsis },
      after: { synopsis: 'A new synopsis.' },
    });
  });

  it('edits the other details: a scheduled release, the runtime, the rating and the language; an empty date clears it', async () => {
    const ops = { clientIp: 'test', viewer: SYSTEM };
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const done = await updateTitleDetails.as(ops, {
      slug: 'orbital-decay',
      releaseDate: later,
      runtimeMinutes: '101',
      contentRating: 'R',
      language: 'French',
    });
    expect(done.ok).toBe(true);
    expect(await studioTitle('orbital-decay')).toMatchObject({
      releaseDate: later,
      runtimeMinutes: 101,
      contentRating: 'R',
      language: 'French',
    });
    expect(await updateTitleDetails.as(ops, { slug: 'orbital-decay', runtimeMinutes: 'abc' })).toMatchObject({
      ok: false,
      fieldErrors: { runtimeMinutes: [expect.stringContaining('whole minutes')] },
    });
    expect((await updateTitleDetails.as(ops, { slug: 'orbital-decay', releaseDate: '', runtimeMinutes: '' })).ok).toBe(true);
    expect(await studioTitle('orbital-decay')).toMatchObject({ releaseDate: null, runtimeMinutes: null });
    // The log has what changed only.
    const [last] = (await auditPage(1)).rows;
    expect(Object.keys(last!.after as object).sort()).toEqual(['releaseDate', 'runtimeMinutes']);
  });

  it('lists a video under its movie as an extra, linked back; the studio moves it to another title or makes it one of its own', async () => {
    const ops = { clientIp: 'test', viewer: SYSTEM };
    const film = (await getTitleBySlug('movie', 'the-long-haul'))!;
    const trailer = (await getTitleBySlug('video', 'official-trailer-the-long-haul'))!;
    expect(trailer.extraOf).toBe(film.id);
    // The trailer first (it came out before the film), then what came after.
    const extras = await getTitleExtras(film.id);
    expect(extras.map((e) => e.name).slice(0, 2)).toEqual(['Official Trailer: The Long Haul', 'Behind the Scenes: The Long Haul']);
    expect(extras.every((e) => e.kind === 'video')).toBe(true);
    expect(await studioTitle(trailer.slug)).toMatchObject({ extraOf: 'the-long-haul' });

    // By the other title's name; then back to none.
    expect((await updateTitleDetails.as(ops, { slug: trailer.slug, extraOf: 'Paper Lanterns' })).ok).toBe(true);
    const lanterns = (await getTitleBySlug('movie', 'paper-lanterns'))!;
    expect((await getTitleExtras(lanterns.id)).map((e) => e.slug)).toContain(trailer.slug);
    expect((await getTitleExtras(film.id)).map((e) => e.slug)).not.toContain(trailer.slug);
    expect((await updateTitleDetails.as(ops, { slug: trailer.slug, extraOf: '' })).ok).toBe(true);
    expect(await studioTitle(trailer.slug)).toMatchObject({ extraOf: null });

    // Refused, and nothing changes: a movie is no one's extra, a video no one's parent, an unknown name is said so.
    expect(await updateTitleDetails.as(ops, { slug: 'the-long-haul', extraOf: 'paper-lanterns' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('Only a video'),
    });
    expect(await updateTitleDetails.as(ops, { slug: trailer.slug, extraOf: 'behind-the-scenes-the-long-haul' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('is a video'),
    });
    // An 18+ title's extra is 18+ too: a public one would show what the title's gate keeps.
    expect(await updateTitleDetails.as(ops, { slug: trailer.slug, extraOf: 'quiet-hours' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('is 18+'),
    });
    expect(await updateTitleDetails.as(ops, { slug: trailer.slug, extraOf: 'No Such Film', name: 'Renamed' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await studioTitle(trailer.slug)).toMatchObject({ extraOf: null, name: trailer.name });
    expect((await updateTitleDetails.as(ops, { slug: trailer.slug, extraOf: 'the-long-haul' })).ok).toBe(true);
  });

  it('makes a title 18+ by its rating and back: it leaves the lists, and its own video is served by playback token only', async () => {
    const ops = { clientIp: 'test', viewer: SYSTEM };
    const slug = 'paper-lanterns';
    const title = (await studioTitle(slug))!;
    expect(title.restricted).toBe(false);
    // The title's own video (a shared demo reel would stay public: other titles play it).
    const [asset] = await db.db
      .insert(mediaAssets)
      .values({ titleId: title.id, prefix: `videos/own-${randomUUID()}`, durationSec: 2, renditions: [], label: title.name })
      .returning({ id: mediaAssets.id, prefix: mediaAssets.prefix });
    const target = formatTarget({ kind: 'title', id: title.id });
    await db.db
      .insert(playbackSources)
      .values({ target, assetId: asset!.id })
      .onConflictDoUpdate({
        target: playbackSources.target,
        set: { assetId: asset!.id },
      });
    const master = `/media/${asset!.prefix}/master.m3u8`;
    const listed = async () => (await listCatalogueUrls()).some((u) => u.path === `/movies/${slug}`);
    expect(await gateMediaPath(master)).toMatchObject({ path: master, private: false }); // and the gate remembers it

    expect((await updateTitleDetails.as(ops, { slug, contentRating: '18+' })).ok).toBe(true);
    expect(await studioTitle(slug)).toMatchObject({ restricted: true, contentRating: '18+' });
    expect(await gateMediaPath(master)).toMatchObject({ status: 403, error: 'token_required' });
    expect((await getPlaybackAsset(target))!.restricted).toBe(true);
    expect((await getTitleBySlug('movie', slug))!.restricted).toBe(true);
    expect(await listed()).toBe(false);
    const [logged] = (await auditPage(1)).rows;
    expect(logged).toMatchObject({ before: { restricted: false }, after: { restricted: true, contentRating: '18+' } });

    expect((await updateTitleDetails.as(ops, { slug, contentRating: 'PG-13' })).ok).toBe(true);
    expect(await studioTitle(slug)).toMatchObject({ restricted: false, contentRating: 'PG-13' });
    expect(await gateMediaPath(master)).toMatchObject({ path: master, private: false });
    expect((await getPlaybackAsset(target))!.restricted).toBe(false);
    expect((await getTitleBySlug('movie', slug))!.restricted).toBe(false);
    expect(await listed()).toBe(true);

    // A show's episodes' videos follow it, its demo previews (stored with the episode only) too.
    const showSlug = (await browseTitles('tv-show', browseSchema.parse({}))).items[0]!.slug;
    const show = (await studioTitle(showSlug))!;
    const [episodeId] = await episodeIdsOfTitle(db.db, show.id);
    const [preview] = await db.db
      .insert(mediaAssets)
      .values({ episodeId, prefix: `videos/preview-${randomUUID()}`, durationSec: 2, renditions: [], label: 'S1E1', demo: true })
      .returning({ id: mediaAssets.id, prefix: mediaAssets.prefix });
    expect((await updateTitleDetails.as(ops, { slug: showSlug, contentRating: '18+' })).ok).toBe(true);
    expect(await gateMediaPath(`/media/${preview!.prefix}/master.m3u8`)).toMatchObject({ status: 403, error: 'token_required' });
    expect((await updateTitleDetails.as(ops, { slug: showSlug, contentRating: 'PG' })).ok).toBe(true);
    expect(await gateMediaPath(`/media/${preview!.prefix}/master.m3u8`)).toMatchObject({ private: false });
  });

  it('keeps a new title a draft, nowhere public, until it is published; a release to come stays off the site', async () => {
    const ops = { clientIp: 'test', viewer: SYSTEM };
    expect(await createTitle.as(ops, { kind: 'movie', name: 'Rated Wrong', contentRating: '18+' })).toMatchObject({
      ok: false,
      fieldErrors: { contentRating: [expect.stringContaining('Only an 18+ title')] },
    });
    // A name that reads backwards (a right-to-left override) or hides a control character is refused.
    for (const name of ['Quiet \u202eHarbour', 'Quiet\u0007Harbour'])
      expect(await createTitle.as(ops, { kind: 'movie', name })).toMatchObject({
        ok: false,
        fieldErrors: { name: ['Remove the control characters.'] },
      });
    expect(await createTitle.as(ops, { kind: 'movie', name: 'X', runtimeMinutes: '0x10' })).toMatchObject({
      ok: false,
      fieldErrors: { runtimeMinutes: [expect.any(String)] },
    });
    const made = await createTitle.as(ops, {
      kind: 'movie',
      name: 'Quiet Harbour Lights',
      synopsis: 'A lighthouse keeper’s last winter.',
      releaseDate: new Date().toISOString().slice(0, 10), // first among the newest once public
    });
    if (!made.ok) throw new Error(made.error);
    const { slug } = made.data;
    const drafts = (await countCatalogue()).unreleased;
    const everywhere = async () => ({
      page: (await getTitleBySlug('movie', slug)) !== null,
      watch: (await getWatchTarget(slug)) !== null,
      listing: (await browseTitles('movie', { sort: 'newest', page: 1 })).items.some((t) => t.slug === slug),
      search: (await searchCatalogue('quiet harbour lights')).titles.some((t) => t.slug === slug),
      sitemap: (await listCatalogueUrls()).some((u) => u.path.endsWith(`/${slug}`)),
    });
    const nowhere = { page: false, watch: false, listing: false, search: false, sitemap: false };
    expect(await everywhere()).toEqual(nowhere);
    expect((await studioTitles('quiet harbour', 1, 'unreleased')).rows.map((r) => r.slug)).toEqual([slug]);

    expect((await setTitlePublishing.as({ clientIp: 'test', viewer: VISITOR }, { slug, state: 'published' })).ok).toBe(false);
    expect((await setTitlePublishing.as(ops, { slug, state: 'published' })).ok).toBe(true);
    expect(await everywhere()).toEqual({ page: true, watch: true, listing: true, search: true, sitemap: true });
    expect((await countCatalogue()).unreleased).toBe(drafts - 1);

    // A time to come: refused when past or missing; this process runs no queue, so it cannot be scheduled here.
    const past = await setTitlePublishing.as(ops, { slug, state: 'scheduled', publishAt: '2020-01-01T10:00:00Z' });
    expect(past).toMatchObject({ ok: false, fieldErrors: { publishAt: [expect.stringContaining('still to come')] } });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect(await setTitlePublishing.as(ops, { slug, state: 'scheduled', publishAt: later })).toMatchObject({ ok: false, status: 409 });
    await db.db.execute(sql`update titles set published_at = now() + interval '1 day' where slug = ${slug}`);
    expect(await everywhere()).toEqual(nowhere);
    expect((await setTitlePublishing.as(ops, { slug, state: 'draft' })).ok).toBe(true);
    expect((await studioTitle(slug))!.publishedAt).toBeNull();
    expect((await auditPage(1)).rows[0]).toMatchObject({
      action: 'setTitlePublishing',
      before: { publishedAt: expect.any(String) },
      after: { publishedAt: null },
    });
  });

  it('orders a curated row: titles added by name or slug, moved, removed; visitors see the published ones in that order', async () => {
    const ops = { clientIp: 'test', viewer: SYSTEM };
    const rows = await studioCuratedLists();
    expect(rows.map((r) => r.slug)).toContain('top-10');
    const start = await studioCuratedList('top-10');
    expect(start.length).toBeGreaterThan(2);
    const ids = start.map((i) => i.id);

    // Moved: the last goes first.
    const order = [ids.at(-1)!, ...ids.slice(0, -1)];
    expect((await reorderCuratedList.as(ops, { list: 'top-10', order })).ok).toBe(true);
    expect((await studioCuratedList('top-10')).map((i) => i.id)).toEqual(order);
    expect((await getCuratedList('top-10'))!.items[0]!.id).toBe(order[0]);
    // An order that does not name exactly the row's titles changes nothing.
    for (const wrong of [order.slice(1), [...order, order[0]!], [...order.slice(1), 999_999]])
      expect(await reorderCuratedList.as(ops, { list: 'top-10', order: wrong })).toMatchObject({ ok: false, status: 409 });
    expect((await studioCuratedList('top-10')).map((i) => i.id)).toEqual(order);
    expect(await reorderCuratedList.as({ clientIp: 'test', viewer: VISITOR }, { list: 'top-10', order: ids })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await reorderCuratedList.as(ops, { list: 'nope', order: ids })).toMatchObject({
      ok: false,
      fieldErrors: { list: [expect.stringContaining('top-10')] },
    });

    // Added by its exact name (any case) or its slug; a draft waits off the public row, flagged in the studio.
    const draft = await createTitle.as(ops, { kind: 'movie', name: 'Salt and Ember' });
    if (!draft.ok) throw new Error(draft.error);
    const added = await addToCuratedList.as(ops, { list: 'top-10', title: 'salt AND ember' });
    expect(added).toMatchObject({ ok: true, data: { slug: draft.data.slug, hidden: 'draft' } });
    expect(await addToCuratedList.as(ops, { list: 'top-10', title: draft.data.slug })).toMatchObject({ ok: false, status: 409 });
    expect(await addToCuratedList.as(ops, { list: 'top-10', title: 'No Such Film Anywhere' })).toMatchObject({ ok: false, status: 404 });
    expect((await getCuratedList('top-10', 50))!.items.map((i) => i.slug)).not.toContain(draft.data.slug);
    await setTitlePublishing.as(ops, { slug: draft.data.slug, state: 'published' });
    expect((await getCuratedList('top-10', 50))!.items.at(-1)!.slug).toBe(draft.data.slug);

    expect((await removeFromCuratedList.as(ops, { list: 'top-10', titleId: order[0]! })).ok).toBe(true);
    expect(await removeFromCuratedList.as(ops, { list: 'top-10', titleId: order[0]! })).toMatchObject({ ok: false, status: 404 });
    expect((await studioCuratedList('top-10')).map((i) => i.id)).not.toContain(order[0]);
    expect((await auditPage(1)).rows.slice(0, 3).map((r) => r.action)).toEqual([
      'removeFromCuratedList',
      'setTitlePublishing',
      'addToCuratedList',
    ]);
  });

  it('sets a title’s genres and tags from those of its kind; a new genre is made and renamed, its address kept', async () => {
    const ops = { clientIp: 'test', viewer: SYSTEM };
    const title = (await studioTitle('orbital-decay'))!;
    const groups = await studioTitleTerms(title.id, 'movie');
    expect(groups.map((g) => g.kind)).toEqual(['genre', 'tag']);
    const made = await createTerm.as(ops, { kind: 'genre', title: 'Space Opera' });
    expect(made).toMatchObject({ ok: true, data: { slug: 'space-opera', href: '/genres/space-opera' } });
    expect(await createTerm.as(ops, { kind: 'genre', title: 'space  opera!' })).toMatchObject({ ok: false, status: 409 });
    const genreId = made.ok ? made.data.id : 0;
    const category = (await studioTitleTerms(title.id, 'video'))[0]!.terms[0]!;
    // A category is not a movie's: refused, and nothing changes.
    expect(await setTitleTerms.as(ops, { slug: 'orbital-decay', termIds: [genreId, category.id] })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await setTitleTerms.as(ops, { slug: 'orbital-decay', termIds: [genreId] })).toMatchObject({
      ok: true,
      data: { after: ['genre:space-opera'] },
    });
    expect((await studioTitleTerms(title.id, 'movie'))[0]!.terms.filter((t) => t.checked).map((t) => t.title)).toEqual(['Space Opera']);
    expect((await getTermWithTitles('genre', 'space-opera'))!.groups[0]!.items.map((t) => t.slug)).toContain('orbital-decay');
    expect((await renameTerm.as(ops, { id: genreId, title: 'Space Operas' })).ok).toBe(true);
    expect(await getTermWithTitles('genre', 'space-opera')).toMatchObject({ title: 'Space Operas' });
    expect(await renameTerm.as({ clientIp: 'test', viewer: VISITOR }, { id: genreId, title: 'Hijacked' })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
