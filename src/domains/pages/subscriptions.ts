import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/db/client';
import type { Identity } from '@/domains/identity/identity';
import { formatMoney } from '@/domains/shop/money';
import { paymentProvider, paymentProviders, type ChargeOutcome } from '@/domains/shop/payments';
import { ActionError } from '@/server/action-error';
import { sendMail } from '@/server/mail';
import { publicOrigin } from '@/server/site-url';
import { plans, subscriptionPayments, subscriptions, type BillingInterval } from './schema';

// Plans and subscriptions: who may watch 18+ titles. A viewer subscribes on the pricing page and pays through the
// shop's payment interface (a provider that can charge again); a scheduled job renews at the period's end, or ends a
// subscription cancelled at period end. hasActiveSubscription() is the one check playback and the pages use.

export type Subscription = typeof subscriptions.$inferSelect;
export type Plan = typeof plans.$inferSelect;
export const INTERVALS = ['month', 'year'] as const;

export async function listPlans(): Promise<Plan[]> {
  return getDb().select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.position), asc(plans.id));
}

export async function getPlan(slug: string): Promise<Plan | undefined> {
  const [row] = await getDb()
    .select()
    .from(plans)
    .where(and(eq(plans.slug, slug), eq(plans.active, true)));
  return row;
}

export const priceOf = (plan: Pick<Plan, 'monthlyMinor' | 'yearlyMinor'>, interval: BillingInterval) =>
  interval === 'year' ? plan.yearlyMinor : plan.monthlyMinor;

export async function getSubscription(identityId: string): Promise<Subscription | undefined> {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.identityId, identityId));
  return row;
}

/** True while the identity's subscription is active, paid up and on a plan that unlocks 18+ titles; guests never. */
export async function hasActiveSubscription(identity: Pick<Identity, 'id' | 'kind'> | undefined): Promise<boolean> {
  if (!identity || identity.kind !== 'user') return false;
  const [row] = await getDb()
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    // A plan the table does not know (granted before plans existed) unlocks, as every plan did then.
    .leftJoin(plans, eq(plans.slug, subscriptions.plan))
    .where(
      and(
        eq(subscriptions.identityId, identity.id),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.currentPeriodEnd, sql`now()`),
        sql`coalesce(${plans.unlocksRestricted}, true)`,
      ),
    );
  return !!row;
}

/** Grants (or extends, from the later of now and the current end) `days` of a plan: the operator's gift. */
export async function grantSubscription(identityId: string, days: number, plan = 'premium'): Promise<Subscription> {
  const from = sql`greatest(now(), coalesce((select current_period_end from ${subscriptions} where identity_id = ${identityId}), now()))`;
  const end = sql`${from} + make_interval(days => ${days})`;
  const [row] = await getDb()
    .insert(subscriptions)
    .values({ identityId, plan, status: 'active', currentPeriodEnd: end })
    .onConflictDoUpdate({
      target: subscriptions.identityId,
      set: { plan, status: 'active', currentPeriodEnd: end, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Ends a subscription now (the operator's decision): it stops unlocking 18+ titles at once. Undefined when there is none. */
export async function endSubscriptionNow(identityId: string): Promise<Subscription | undefined> {
  const [row] = await getDb()
    .update(subscriptions)
    .set({ status: 'canceled', currentPeriodEnd: sql`now()`, cancelAtPeriodEnd: false, updatedAt: sql`now()` })
    .where(eq(subscriptions.identityId, identityId))
    .returning();
  return row;
}

const periodAfter = (from: unknown, interval: BillingInterval) =>
  sql`${from} + ${interval === 'year' ? sql`interval '1 year'` : sql`interval '1 month'`}`;

/** The providers a subscription can be paid with: those that can charge again at renewal. */
export const recurringProviders = () => paymentProviders().filter((p) => p.recurring);

export type SubscribeInput = {
  plan: string;
  interval: BillingInterval;
  payment: { provider: string; details: Record<string, string>; confirmation?: string };
  idempotencyKey: string;
};
export type SubscribeResult =
  { kind: 'subscribed'; plan: string; interval: BillingInterval; until: string } | { kind: 'confirm'; token: string; prompt: string };

/**
 * Subscribes a person: charges the first period (the card kept for renewals) and writes the subscription, in one
 * transaction with the payment record. A new plan starts today; the rest of a running one is not carried over.
 */
export async function subscribe(identity: Identity, input: SubscribeInput): Promise<SubscribeResult> {
  if (identity.kind !== 'user') throw new ActionError('Sign in to subscribe.', 403);
  const plan = await getPlan(input.plan);
  if (!plan) throw new ActionError('That plan is not offered any more. Choose another.', 404);
  const provider = paymentProvider(input.payment.provider);
  if (!provider?.recurring) throw new ActionError('Choose a card to pay for your plan: it is charged again at each renewal.', 400);
  await provider.prepare?.();
  const amountMinor = priceOf(plan, input.interval);
  let charged: string | undefined;
  let result: SubscribeResult | { kind: 'earlier'; until: string };
  let row: Subscription;
  try {
    // One subscribe at a time per person, and one charge per request key: a double click or a retry (even racing
    // the first) finds the first one's payment and is answered with it. The charge runs last, inside.
    ({ result, row } = await getDb().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`subscribe:${identity.id}`}, 0))`);
      const [earlier] = await tx
        .select({ id: subscriptionPayments.id })
        .from(subscriptionPayments)
        .where(and(eq(subscriptionPayments.identityId, identity.id), eq(subscriptionPayments.idempotencyKey, input.idempotencyKey)));
      const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.identityId, identity.id));
      if (earlier && current) return { result: { kind: 'earlier' as const, until: current.currentPeriodEnd.toISOString() }, row: current };
      // The same plan again while it runs would charge for time already paid (a new plan starts today, on purpose).
      if (
        current?.status === 'active' &&
        current.currentPeriodEnd.getTime() > Date.now() &&
        current.plan === plan.slug &&
        current.interval === input.interval
      )
        throw new ActionError(
          `You have ${plan.name} already, paid until ${day(current.currentPeriodEnd)}, so nothing was charged. ${current.cancelAtPeriodEnd ? 'Resume it' : 'Change or cancel it'} on My Account.`,
          409,
        );
      const outcome: ChargeOutcome = await provider.charge({
        idempotencyKey: `plan:${identity.id}:${input.idempotencyKey}`,
        amountMinor,
        currency: plan.currency,
        email: identity.email,
        description: `StreamIt ${plan.name} (${input.interval === 'year' ? 'yearly' : 'monthly'})`,
        details: input.payment.details,
        confirmation: input.payment.confirmation,
        saveMethod: true,
      });
      if (outcome.status === 'requires_confirmation')
        return { result: { kind: 'confirm' as const, token: outcome.token, prompt: outcome.prompt }, row: current! };
      if (outcome.status !== 'authorized')
        throw new ActionError(outcome.status === 'pending' ? 'Choose a card to pay for your plan.' : outcome.message, 409);
      charged = outcome.reference;
      const values = {
        plan: plan.slug,
        status: 'active' as const,
        interval: input.interval,
        currentPeriodEnd: periodAfter(sql`now()`, input.interval),
        cancelAtPeriodEnd: false,
        paymentProvider: provider.id,
        paymentMethod: outcome.savedMethod ?? '',
        paymentSummary: outcome.summary,
        updatedAt: sql`now()`,
      };
      const [saved] = await tx
        .insert(subscriptions)
        .values({ identityId: identity.id, ...values })
        .onConflictDoUpdate({ target: subscriptions.identityId, set: values })
        .returning();
      await recordPayment(tx, identity.id, saved!, amountMinor, plan.currency, {
        status: 'paid',
        reference: outcome.reference,
        note: `Subscribed: ${outcome.summary}`,
        idempotencyKey: input.idempotencyKey,
      });
      return {
        result: { kind: 'subscribed' as const, plan: plan.slug, interval: input.interval, until: saved!.currentPeriodEnd.toISOString() },
        row: saved!,
      };
    }));
  } catch (error) {
    // Charged, then not written down: the money goes back rather than pay for nothing.
    if (charged) await provider.refund(charged, amountMinor, plan.currency).catch(() => undefined);
    throw error;
  }
  if (result.kind === 'confirm') return result;
  if (result.kind === 'earlier') return { kind: 'subscribed', plan: row.plan, interval: row.interval, until: result.until };
  await mailSubscriber(identity.email, `Welcome to StreamIt ${plan.name}`, [
    `Your ${plan.name} plan is active. You pay ${formatMoney(amountMinor, plan.currency)} a ${input.interval}, next on ${day(row.currentPeriodEnd)}.`,
    `Manage it (cancel, resume) at ${publicOrigin()}/my-account`,
  ]);
  return result;
}

async function recordPayment(
  tx: Executor,
  identityId: string,
  sub: Pick<Subscription, 'plan' | 'interval' | 'currentPeriodEnd'>,
  amountMinor: number,
  currency: string,
  result: { status: 'paid' | 'failed'; reference?: string; note: string; idempotencyKey?: string },
) {
  await tx.insert(subscriptionPayments).values({
    identityId,
    plan: sub.plan,
    interval: sub.interval,
    amountMinor,
    currency,
    status: result.status,
    reference: result.reference ?? '',
    note: result.note,
    idempotencyKey: result.idempotencyKey ?? null,
    periodEnd: result.status === 'paid' ? sub.currentPeriodEnd : null,
  });
}

const day = (d: Date) => d.toISOString().slice(0, 10);

async function mailSubscriber(to: string, subject: string, lines: string[]) {
  await sendMail({ to, subject, text: lines.join('\n\n') }).catch((error: unknown) =>
    console.error(`subscription mail failed: ${(error as Error).message}`),
  );
}

/** Cancel at period end (true) or resume (false); only while the subscription runs. */
export async function setCancelAtPeriodEnd(identityId: string, cancel: boolean): Promise<Subscription> {
  const [row] = await getDb()
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: sql`now()` })
    .where(
      and(eq(subscriptions.identityId, identityId), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, sql`now()`)),
    )
    .returning();
  if (!row) throw new ActionError('You have no running subscription to change. Choose a plan on the pricing page.', 404);
  return row;
}

/**
 * The renewal job's work: every subscription whose period has ended is renewed (its card charged for another
 * period) or, when cancelled at period end or paid by no kept card, ended. Each in its own transaction, locked so
 * two workers never charge twice. Returns what it did, for the log and the tests.
 */
export async function renewDue(): Promise<{ renewed: number; ended: number; failed: number }> {
  const counts = { renewed: 0, ended: 0, failed: 0 };
  // The charges run inside each renewal's transaction: whatever a provider reads first, it reads now.
  for (const provider of recurringProviders()) await provider.prepare?.();
  const due = await getDb()
    .select({ identityId: subscriptions.identityId })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, sql`now()`)))
    .limit(500);
  for (const { identityId } of due) counts[await renewOne(identityId)] += 1;
  return counts;
}

async function renewOne(identityId: string): Promise<'renewed' | 'ended' | 'failed'> {
  let mail: { to: string; subject: string; lines: string[] } | undefined;
  const result = await getDb().transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.identityId, identityId), eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, sql`now()`)),
      )
      .for('update', { skipLocked: true });
    if (!sub) return 'ended' as const; // renewed or ended by another worker meanwhile
    const email = await emailOf(tx, identityId);
    const [plan] = await tx.select().from(plans).where(eq(plans.slug, sub.plan));
    const provider = paymentProvider(sub.paymentProvider);
    if (sub.cancelAtPeriodEnd || !plan || !provider?.recurring || !sub.paymentMethod) {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', updatedAt: sql`now()` })
        .where(eq(subscriptions.identityId, identityId));
      if (email && plan)
        mail = {
          to: email,
          subject: `Your StreamIt ${plan.name} plan has ended`,
          lines: ['Your plan ended at the end of its period. Come back any time:', `${publicOrigin()}/extra/pricing-plan`],
        };
      return 'ended' as const;
    }
    const amountMinor = priceOf(plan, sub.interval);
    const outcome = await provider.charge({
      idempotencyKey: `renewal:${identityId}:${sub.currentPeriodEnd.toISOString()}`,
      amountMinor,
      currency: plan.currency,
      email: email ?? '',
      description: `StreamIt ${plan.name} renewal`,
      details: {},
      savedMethod: sub.paymentMethod,
    });
    if (outcome.status !== 'authorized') {
      const message = outcome.status === 'declined' || outcome.status === 'failed' ? outcome.message : 'The payment did not go through.';
      await tx
        .update(subscriptions)
        .set({ status: 'past_due', updatedAt: sql`now()` })
        .where(eq(subscriptions.identityId, identityId));
      await recordPayment(tx, identityId, sub, amountMinor, plan.currency, { status: 'failed', note: `Renewal failed: ${message}` });
      if (email)
        mail = {
          to: email,
          subject: `We could not renew your StreamIt ${plan.name} plan`,
          lines: [
            `${message} Your plan is paused until it is paid.`,
            `Subscribe again with another card: ${publicOrigin()}/extra/pricing-plan`,
          ],
        };
      return 'failed' as const;
    }
    const [renewed] = await tx
      .update(subscriptions)
      .set({ currentPeriodEnd: periodAfter(subscriptions.currentPeriodEnd, sub.interval), updatedAt: sql`now()` })
      .where(eq(subscriptions.identityId, identityId))
      .returning();
    await recordPayment(tx, identityId, renewed!, amountMinor, plan.currency, {
      status: 'paid',
      reference: outcome.reference,
      note: `Renewed: ${outcome.summary}`,
    });
    if (email)
      mail = {
        to: email,
        subject: `Your StreamIt ${plan.name} plan was renewed`,
        lines: [
          `We charged ${formatMoney(amountMinor, plan.currency)} to ${outcome.summary}. Next renewal: ${day(renewed!.currentPeriodEnd)}.`,
        ],
      };
    return 'renewed' as const;
  });
  if (mail) await mailSubscriber(mail.to, mail.subject, mail.lines);
  return result;
}

async function emailOf(tx: Executor, identityId: string): Promise<string | undefined> {
  const rows = (await tx.execute(sql`select email from identities where id = ${identityId}`)) as unknown as { rows: { email: string }[] };
  return rows.rows[0]?.email || undefined;
}

export type BillingOverview = {
  plan: { slug: string; name: string; unlocksRestricted: boolean } | null;
  status: Subscription['status'];
  interval: BillingInterval;
  active: boolean;
  until: string;
  cancelAtPeriodEnd: boolean;
  /** The next charge, while it renews. */
  nextCharge: { amountMinor: number; currency: string; on: string } | null;
  paymentSummary: string;
  history: { at: string; amountMinor: number; currency: string; status: 'paid' | 'failed'; note: string }[];
};

/** What /my-account shows of a person's plan: the plan, the next charge, and the history of charges. */
export async function billingOverview(identityId: string): Promise<BillingOverview | null> {
  const sub = await getSubscription(identityId);
  if (!sub) return null;
  const [plan] = await getDb().select().from(plans).where(eq(plans.slug, sub.plan));
  const history = await getDb()
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.identityId, identityId))
    .orderBy(desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id))
    .limit(24);
  const active = sub.status === 'active' && sub.currentPeriodEnd.getTime() > Date.now();
  const renews = active && !sub.cancelAtPeriodEnd && !!sub.paymentMethod && !!plan;
  return {
    plan: plan
      ? { slug: plan.slug, name: plan.name, unlocksRestricted: plan.unlocksRestricted }
      : { slug: sub.plan, name: sub.plan, unlocksRestricted: true },
    status: sub.status,
    interval: sub.interval,
    active,
    until: sub.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    nextCharge: renews
      ? { amountMinor: priceOf(plan, sub.interval), currency: plan.currency, on: sub.currentPeriodEnd.toISOString() }
      : null,
    paymentSummary: sub.paymentSummary,
    history: history.map((h) => ({
      at: h.createdAt.toISOString(),
      amountMinor: h.amountMinor,
      currency: h.currency,
      status: h.status,
      note: h.note,
    })),
  };
}
