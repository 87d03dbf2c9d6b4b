import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { auditPage } from '@/server/audit';
import { SYSTEM, VISITOR } from '@/server/viewer';
import { addCredit, createPerson, removeCredit, reorderCredits, updatePerson } from './studio-cast-actions';
import { getPersonBySlug } from './people';
import { studioCast, studioCastMember, studioTitle, studioTitleCredits } from './studio';
import { getTitleBySlug } from './titles';

describe.each(testEngines({ seeded: true }))('the studio’s cast and crew ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());
  const ops = { clientIp: 'test', viewer: SYSTEM };

  it('adds people (a name taken twice gets its own address) and edits them; the log keeps what changed', async () => {
    const first = await createPerson.as(ops, { name: 'Ines Valdivia', designation: 'Actor', birthday: '1988-04-02' });
    const second = await createPerson.as(ops, { name: 'Ines Valdivia', designation: 'Director' });
    expect(first).toMatchObject({ ok: true, data: { slug: 'ines-valdivia' } });
    expect(second).toMatchObject({ ok: true, data: { slug: 'ines-valdivia-2' } });
    expect(await createPerson.as(ops, { name: '  ' })).toMatchObject({ ok: false, fieldErrors: { name: ['A person needs a name.'] } });
    expect(await createPerson.as(ops, { name: 'X', birthday: 'soon' })).toMatchObject({
      ok: false,
      fieldErrors: { birthday: [expect.any(String)] },
    });
    expect((await studioCast('valdivia', 1)).total).toBe(2);
    // The studio's filter is as accent-blind as the site's search, both ways; and its wildcards are literal.
    expect((await createPerson.as(ops, { name: 'Íñigo Jiménez', designation: 'Actor' })).ok).toBe(true);
    expect((await studioCast('jimenez', 1)).rows.map((r) => r.name)).toEqual(['Íñigo Jiménez', 'Rosa Jiménez']);
    expect((await studioCast('ÍÑIGO', 1)).total).toBe(1);
    expect((await studioCast('%', 1)).total).toBe(0);

    expect((await updatePerson.as(ops, { slug: 'ines-valdivia', biography: 'Born in Valparaíso.', designation: 'Actor' })).ok).toBe(true);
    expect(await studioCastMember('ines-valdivia')).toMatchObject({
      biography: 'Born in Valparaíso.',
      designation: 'Actor',
      birthday: '1988-04-02',
    });
    expect((await auditPage(1)).rows[0]).toMatchObject({
      action: 'updatePerson',
      target: 'person ines-valdivia',
      before: { biography: '' },
      after: { biography: 'Born in Valparaíso.' },
    });
    expect(await updatePerson.as({ clientIp: 'test', viewer: VISITOR }, { slug: 'ines-valdivia', name: 'Hijacked' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await updatePerson.as(ops, { slug: 'nobody-at-all', name: 'Someone' })).toMatchObject({ ok: false, status: 404 });
  });

  it('credits a person on a title by slug or exact name, in billing order; both pages show it; removed, it is gone', async () => {
    const title = (await studioTitle('orbital-decay'))!;
    const before = await studioTitleCredits(title.id);
    // Two people share the name: the slug is asked for.
    expect(await addCredit.as(ops, { slug: 'orbital-decay', person: 'ines valdivia', role: 'cast', part: 'Cmdr. Reyes' })).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringContaining('ines-valdivia, ines-valdivia-2'),
    });
    const added = await addCredit.as(ops, { slug: 'orbital-decay', person: 'ines-valdivia', role: 'cast', part: 'Cmdr. Reyes' });
    if (!added.ok) throw new Error(added.error);
    expect(await addCredit.as(ops, { slug: 'orbital-decay', person: 'ines-valdivia', role: 'cast', part: 'Cmdr. Reyes' })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await addCredit.as(ops, { slug: 'orbital-decay', person: 'Nobody Here', role: 'crew', part: '' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await addCredit.as(ops, { slug: 'orbital-decay', person: 'ines-valdivia', role: 'star', part: '' })).toMatchObject({
      ok: false,
      fieldErrors: { role: ['A credit is cast or crew (cast, crew).'] },
    });
    let credits = await studioTitleCredits(title.id);
    expect(credits.at(-1)).toMatchObject({ personSlug: 'ines-valdivia', role: 'cast', part: 'Cmdr. Reyes' });

    // Billed first.
    const order = [added.data.id, ...before.map((c) => c.id)];
    expect((await reorderCredits.as(ops, { slug: 'orbital-decay', order })).ok).toBe(true);
    expect(await reorderCredits.as(ops, { slug: 'orbital-decay', order: order.slice(1) })).toMatchObject({ ok: false, status: 409 });
    expect((await getTitleBySlug('movie', 'orbital-decay'))!.cast[0]).toMatchObject({ slug: 'ines-valdivia', part: 'Cmdr. Reyes' });
    expect((await getPersonBySlug('ines-valdivia'))!.credits.map((c) => c.slug)).toEqual(['orbital-decay']);

    // Another title's credit is not this one's.
    const other = await addCredit.as(ops, { slug: 'starfall', person: 'ines-valdivia-2', role: 'crew', part: 'Director' });
    if (!other.ok) throw new Error(other.error);
    expect(await removeCredit.as(ops, { slug: 'orbital-decay', creditId: other.data.id })).toMatchObject({ ok: false, status: 404 });
    expect((await removeCredit.as(ops, { slug: 'orbital-decay', creditId: added.data.id })).ok).toBe(true);
    credits = await studioTitleCredits(title.id);
    expect(credits.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect((await getPersonBySlug('ines-valdivia'))!.credits).toEqual([]);
  });
});
