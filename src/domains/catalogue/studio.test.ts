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
      before: { name: before.name, synopsis: before.synopsis },
      after: { name: before.name, synopsis: 'A new synopsis.' },
    });
  });
});
