import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { auditPage } from '@/server/audit';
import { SYSTEM, VISITOR } from '@/server/viewer';
import { updateTitleDetails } from './actions';
import { studioTitle, studioTitles } from './studio';

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
    expect(await updateTitleDetails.as(ops, { slug: 'orbital-decay', contentRating: '18+' })).toMatchObject({
      ok: false,
      status: 400,
      error: 'Only an 18+ title is rated 18+.',
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
});
