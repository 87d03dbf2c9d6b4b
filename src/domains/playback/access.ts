import type { Identity } from '@/domains/identity/identity';
import { hasActiveSubscription } from '@/domains/pages/subscriptions';
import { playbackToken } from './gate';

// Who may play an 18+ title: a signed-in person with an active subscription, by a playback token made for them.

export type Access =
  { kind: 'open' } | { kind: 'granted'; token: string; expiresAt: number } | { kind: 'refused'; reason: 'sign-in' | 'subscribe' };

/** Whether this person may see and play 18+ titles: signed in, with an active subscription. */
export async function mayWatchRestricted(identity: Identity | undefined): Promise<boolean> {
  return identity?.kind === 'user' && (await hasActiveSubscription(identity));
}

export async function accessFor(asset: { id: string; restricted: boolean }, identity: Identity | undefined): Promise<Access> {
  if (!asset.restricted) return { kind: 'open' };
  if (!identity || identity.kind !== 'user') return { kind: 'refused', reason: 'sign-in' };
  if (!(await hasActiveSubscription(identity))) return { kind: 'refused', reason: 'subscribe' };
  return { kind: 'granted', ...(await playbackToken(asset.id, identity.id)) };
}
