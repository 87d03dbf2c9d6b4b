import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';
import { SYSTEM, VISITOR } from '@/server/viewer';
import { receiveContactMessage } from './contact';
import { getSitePage, listFaq } from './content';
import { csvCell } from '@/lib/csv';
import { studioFaq, studioInbox, studioPlans } from './studio';
import { addFaqEntry, removeFaqEntry, reorderFaq, setContactStatus, updateFaqEntry, updatePlan, updateSitePage } from './studio-actions';
import { listPlans } from './subscriptions';

describe.each(testEngines({ seeded: true }))('the studio’s pages, FAQ, plans and inbox ($name)', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.open();
  }, 120_000);
  afterAll(() => db?.dispose());
  const ops = { clientIp: 'test', viewer: SYSTEM };

  it('rewrites a site page in Markdown, rendered clean', async () => {
    const done = await updateSitePage.as(ops, {
      slug: 'about-us',
      title: 'About StreamIt',
      summary: 'Who we are.',
      body: '## Our studio\n\n<script>x</script>We make films.',
    });
    expect(done).toMatchObject({ ok: true, data: { changed: expect.arrayContaining(['body']) } });
    const page = (await getSitePage('about-us'))!;
    expect(page.title).toBe('About StreamIt');
    expect(page.html).toContain('<h2');
    expect(page.html).not.toContain('<script');
    expect(await updateSitePage.as(ops, { slug: 'nowhere', title: 'X', body: 'y' })).toMatchObject({ ok: false, status: 404 });
    expect(await updateSitePage.as({ clientIp: 'test', viewer: VISITOR }, { slug: 'about-us', title: 'X', body: 'y' })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('adds, edits, hides, orders and removes FAQ entries; the FAQ page follows', async () => {
    const added = await addFaqEntry.as(ops, {
      topic: 'Studio',
      question: 'Can I suggest a film?',
      answer: 'Write to us from **Contact us**.',
    });
    if (!added.ok) throw new Error(added.error);
    const all = await studioFaq();
    expect(all.at(-1)!.id).toBe(added.data.id);
    const order = [added.data.id, ...all.slice(0, -1).map((e) => e.id)];
    expect((await reorderFaq.as(ops, { order })).ok).toBe(true);
    expect(await reorderFaq.as(ops, { order: order.slice(1) })).toMatchObject({ ok: false, status: 409 });
    expect((await listFaq())[0]!.entries[0]!.question).toBe('Can I suggest a film?');
    expect(
      (
        await updateFaqEntry.as(ops, {
          id: added.data.id,
          topic: 'Studio',
          question: 'Can I suggest a film?',
          answer: 'Yes.',
          published: false,
        })
      ).ok,
    ).toBe(true);
    expect((await listFaq()).flatMap((t) => t.entries.map((e) => e.id))).not.toContain(added.data.id);
    expect((await removeFaqEntry.as(ops, { id: added.data.id })).ok).toBe(true);
    expect(await removeFaqEntry.as(ops, { id: added.data.id })).toMatchObject({ ok: false, status: 404 });
  });

  it('reprices a plan in exact cents and keeps its features a line each; triages the inbox', async () => {
    const plan = (await studioPlans())[0]!;
    expect(
      await updatePlan.as(ops, {
        slug: plan.slug,
        name: plan.name,
        monthly: '9.999',
        yearly: '99',
        features: '',
        unlocksRestricted: false,
        active: true,
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { monthly: [expect.stringContaining('dollars and cents')] },
    });
    const done = await updatePlan.as(ops, {
      slug: plan.slug,
      name: plan.name,
      monthly: '0.29',
      yearly: '2.90',
      features: 'HD streaming\n\n  Two screens  \n',
      unlocksRestricted: 'on',
      active: 'on',
    });
    expect(done.ok).toBe(true);
    expect((await listPlans()).find((p) => p.slug === plan.slug)).toMatchObject({
      monthlyMinor: 29,
      yearlyMinor: 290,
      features: ['HD streaming', 'Two screens'],
      unlocksRestricted: true,
    });

    const { id } = await receiveContactMessage(
      { name: 'Ada', email: 'ada@example.com', subject: 'Subtitles', message: 'Are there Welsh subtitles?' },
      null,
    );
    expect((await studioInbox('new', 1)).rows.map((m) => m.id)).toContain(id);
    expect((await setContactStatus.as(ops, { id, status: 'answered' })).ok).toBe(true);
    expect((await studioInbox('answered', 1)).rows.map((m) => m.id)).toContain(id);
    expect(await setContactStatus.as(ops, { id, status: 'archived' })).toMatchObject({
      ok: false,
      fieldErrors: { status: [expect.stringContaining('new, answered, spam')] },
    });
  });

  it('writes CSV cells a spreadsheet will not run', () => {
    expect(csvCell('ada@example.com')).toBe('ada@example.com');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('-2+3')).toBe("'-2+3");
    // A spreadsheet that splits on semicolons keeps the cell whole: no second cell starting with =.
    expect(csvCell("Ann;=cmd|' /C calc'!A0")).toBe(`"Ann;=cmd|' /C calc'!A0"`);
  });
});
