import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Identity } from '@/domains/identity/identity';
import { subscriptions } from './schema';

// Subscriptions: who may watch restricted titles. hasActiveSubscription() is the one check playback uses.

export const PLANS = ['basic', 'premium'] as const;
export type Plan = (typeof PLANS)[number];
export type Subscription = typeof subscriptions.$inferSelect;

export async function getSubscription(identityId: string): Promise<Subscription | undefined> {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.identityId, identityId));
  return row;
}

/** True while the identity's subscription is active and paid up; guests never have one. */
export async function hasActiveSubscription(identity: Pick<Identity, 'id' | 'kind'> | undefined): Promise<boolean> {
  if (!identity || identity.kind !== 'user') return false;
  const [row] = await getDb()
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.identityId, identity.id), eq(subscriptions.status, 'active'), gt(subscriptions.currentPeriodEnd, sql`now()`)),
    );
  return !!row;
}

/** Grants (or extends, from the later of now and the current end) `days` of a plan. */
export async function grantSubscription(identityId: string, days: number, plan: Plan = 'premium'): Promise<Subscription> {
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
