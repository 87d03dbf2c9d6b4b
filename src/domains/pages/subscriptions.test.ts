import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, upsertUserIdentity, type Identity } from '@/domains/identity/identity';
import { TEST_CARDS } from '@/domains/shop/payments/test-card';
import { startQueue } from '@/jobs/queue';
import type { ActionContext } from '@/server/action';
import { listMailbox } from '@/server/mail';
import { cancelSubscription, resumeSubscription, subscribeToPlan } from './actions';
import { renewalJob, RENEWAL_QUEUE } from './jobs';
import { subscriptions } from './schema';
import { billingOverview, hasActiveSubscription, renewDue } from './subscriptions';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';

const ctxOf = (identity: Identity): ActionContext => ({
  clientIp: `sub-${identity.id}`,
  viewer:
    identity.kind === 'user' ? { kind: 'user', role: 'member', identity, sessionId: 's' } : { kind: 'guest', role: 'member', identity },
});
let n = 0;
const key = () => `sub-key-${Date.now()}-${++n}`.padEnd(20, 'x');
const card = (number: string) => ({ provider: 'test-card', details: { cardNumber: number, expiry: '12/40', cvc: '123' } });

describe.each(testEngines({ seeded: true }))('plans and subscriptions on $name', (engine) => {
  let db: TestDatabase;
  const person = async () =>
    upsertUserIdentity(db.db, {
      issuer: 'https://issuer.example',
      subject: `sub-${Date.now()}-${++n}`,
      email: `viewer${n}@example.com`,
      name: 'Viewer',
    });
  /** Moves the person's period end into the past: the renewal is due. */
  const expire = (identity: Identity) =>
    db.db
      .update(subscriptions)
      .set({ currentPeriodEnd: sql`now() - interval '1 minute'` })
      .where(eq(subscriptions.identityId, identity.id));
  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(async () => db?.dispose());

  it('subscribes a signed-in person with a card; Premium unlocks 18+ titles, Basic does not; a guest is refused', async () => {
    const guest = (await createGuest()).identity;
    expect(
      await subscribeToPlan.as(ctxOf(guest), {
        plan: 'premium',
        interval: 'month',
        payment: card(TEST_CARDS.approve),
        idempotencyKey: key(),
      }),
    ).toMatchObject({
      ok: false,
      status: 403,
    });
    const basic = await person();
    // As the form posts before its app loads: the plan, the key and the card's own fields.
    const fields = new FormData();
    for (const [name, value] of Object.entries({
      plan: 'basic',
      interval: 'year',
      'payment.provider': 'test-card',
      'card.cardNumber': TEST_CARDS.approve,
      'card.expiry': '12/40',
      'card.cvc': '123',
      idempotencyKey: key(),
      returnTo: '/movies',
    }))
      fields.set(name, value);
    expect(await subscribeToPlan.as(ctxOf(basic), fields)).toMatchObject({
      ok: true,
      data: { kind: 'subscribed', plan: 'basic', interval: 'year' },
    });
    expect(await hasActiveSubscription(basic)).toBe(false);
    const premium = await person();
    expect(await hasActiveSubscription(premium)).toBe(false);
    const result = await subscribeToPlan.as(ctxOf(premium), {
      plan: 'premium',
      interval: 'month',
      payment: card(TEST_CARDS.approve),
      idempotencyKey: key(),
    });
    expect(result).toMatchObject({ ok: true, data: { kind: 'subscribed' } });
    expect(await hasActiveSubscription(premium)).toBe(true);
    const billing = await billingOverview(premium.id);
    expect(billing).toMatchObject({ active: true, nextCharge: { amountMinor: 999, currency: 'USD' }, paymentSummary: 'Card ending 4242' });
    expect(billing?.history).toMatchObject([{ status: 'paid', amountMinor: 999 }]);
    expect((await listMailbox(100)).some((m) => m.to === premium.email && m.subject === 'Welcome to StreamIt Premium')).toBe(true);
    // The same plan again, a new attempt: refused, nothing charged twice for the month already paid.
    expect(
      await subscribeToPlan.as(ctxOf(premium), {
        plan: 'premium',
        interval: 'month',
        payment: card(TEST_CARDS.approve),
        idempotencyKey: key(),
      }),
    ).toMatchObject({ ok: false, status: 409, error: expect.stringContaining('nothing was charged') });
    expect((await billingOverview(premium.id))?.history).toHaveLength(1);
  });

  it('refuses a declined card, a plan that does not exist and the manual provider, and asks for the bank’s confirmation', async () => {
    const me = await person();
    expect(
      await subscribeToPlan.as(ctxOf(me), { plan: 'premium', interval: 'month', payment: card(TEST_CARDS.decline), idempotencyKey: key() }),
    ).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringMatching(/declined/),
    });
    expect(
      await subscribeToPlan.as(ctxOf(me), {
        plan: 'platinum',
        interval: 'month',
        payment: card(TEST_CARDS.approve),
        idempotencyKey: key(),
      }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(
      await subscribeToPlan.as(ctxOf(me), {
        plan: 'premium',
        interval: 'month',
        payment: { provider: 'manual', details: {} },
        idempotencyKey: key(),
      }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(await hasActiveSubscription(me)).toBe(false);
    const input = { plan: 'premium', interval: 'month' as const, payment: card(TEST_CARDS.confirm), idempotencyKey: key() };
    const asked = await subscribeToPlan.as(ctxOf(me), input);
    expect(asked).toMatchObject({ ok: true, data: { kind: 'confirm', prompt: expect.stringContaining('$9.99') } });
    const token = (asked as { data: { token: string } }).data.token;
    expect(await subscribeToPlan.as(ctxOf(me), { ...input, payment: { ...input.payment, confirmation: token } })).toMatchObject({
      ok: true,
      data: { kind: 'subscribed' },
    });
    expect(await hasActiveSubscription(me)).toBe(true);
  });

  it('renews at the period end with the kept card, ends a plan cancelled at period end, and pauses one whose card is declined', async () => {
    const renewing = await person();
    const cancelling = await person();
    const resuming = await person();
    for (const p of [renewing, cancelling, resuming])
      await subscribeToPlan.as(ctxOf(p), { plan: 'premium', interval: 'month', payment: card(TEST_CARDS.approve), idempotencyKey: key() });
    expect(await cancelSubscription.as(ctxOf(cancelling), {})).toMatchObject({
      ok: true,
      data: { cancelAtPeriodEnd: true, nextCharge: null },
    });
    await cancelSubscription.as(ctxOf(resuming), {});
    expect(await resumeSubscription.as(ctxOf(resuming), {})).toMatchObject({
      ok: true,
      data: { cancelAtPeriodEnd: false, nextCharge: { amountMinor: 999 } },
    });
    // A declined card on file: subscribed with the decline number kept (the test provider keeps what it was given).
    const declining = await person();
    await db.db.insert(subscriptions).values({
      identityId: declining.id,
      plan: 'premium',
      status: 'active',
      currentPeriodEnd: sql`now() + interval '1 day'`,
      paymentProvider: 'test-card',
      paymentMethod: 'pm_decline_0002.forged',
    });
    for (const p of [renewing, cancelling, resuming, declining]) await expire(p);
    const before = (await billingOverview(renewing.id))!.until;
    const counts = await renewDue();
    expect(counts.renewed).toBeGreaterThanOrEqual(2);
    expect(await hasActiveSubscription(renewing)).toBe(true);
    expect(await hasActiveSubscription(resuming)).toBe(true);
    expect(new Date((await billingOverview(renewing.id))!.until).getTime()).toBeGreaterThan(new Date(before).getTime() + 27 * 86_400_000);
    expect((await billingOverview(renewing.id))!.history.map((h) => h.status)).toEqual(['paid', 'paid']);
    expect(await hasActiveSubscription(cancelling)).toBe(false);
    expect(await billingOverview(cancelling.id)).toMatchObject({ status: 'canceled', active: false });
    expect(await billingOverview(declining.id)).toMatchObject({ status: 'past_due', history: [{ status: 'failed' }] });
    // Nothing is due now: a second run does nothing (and no one is charged twice).
    expect(await renewDue()).toEqual({ renewed: 0, ended: 0, failed: 0 });
  });

  it('charges one request once: a double submit, racing or replayed, is one payment', async () => {
    const me = await person();
    const input = { plan: 'premium', interval: 'month' as const, payment: card(TEST_CARDS.approve), idempotencyKey: key() };
    const [a, b] = await Promise.all([subscribeToPlan.as(ctxOf(me), input), subscribeToPlan.as(ctxOf(me), input)]);
    const c = await subscribeToPlan.as(ctxOf(me), input);
    for (const r of [a, b, c]) expect(r).toMatchObject({ ok: true, data: { kind: 'subscribed', plan: 'premium' } });
    expect((await billingOverview(me.id))?.history).toHaveLength(1);
    // A new request (a new key) is a new charge: switching to yearly.
    await subscribeToPlan.as(ctxOf(me), { ...input, interval: 'year', idempotencyKey: key() });
    expect((await billingOverview(me.id))?.history.map((h) => h.amountMinor)).toEqual([9990, 999]);
  });

  it('cannot change anyone’s subscription but the caller’s own', async () => {
    const guest = (await createGuest()).identity;
    expect(await cancelSubscription.as(ctxOf(guest), {})).toMatchObject({ ok: false, status: 404 });
    const nobody = await person();
    expect(await cancelSubscription.as(ctxOf(nobody), {})).toMatchObject({ ok: false, status: 404 });
    expect(await cancelSubscription.as(ctxOf(nobody), { identityId: guest.id })).toMatchObject({ ok: false, status: 400 });
  });

  it('schedules the renewal job with pg-boss', async () => {
    const queue = await startQueue(db, [renewalJob], { log: () => undefined });
    try {
      const schedules = await queue.boss.getSchedules();
      expect(schedules).toEqual(expect.arrayContaining([expect.objectContaining({ name: RENEWAL_QUEUE, cron: '*/15 * * * *' })]));
    } finally {
      await queue.stop();
    }
  });
});
