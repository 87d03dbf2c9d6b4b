import type { Executor } from '@/db/client';
import { processWide } from '@/lib/process-wide';

// What a guest may own (watchlist, collections, watch progress; later the cart and the wishlist). Each owner of such
// a table registers how a guest's rows become the person's; the sign-in's merge walks them all in its transaction.

export type GuestOwned = {
  /** For the log and for tests: 'watchlist', 'watch progress'. */
  name: string;
  /** Moves the guest's rows to the person: nothing lost, nothing twice. Runs inside the sign-in's transaction. */
  merge: (tx: Executor, guestId: string, userId: string) => Promise<void>;
};

const registry = processWide('guest-owned', () => new Map<string, GuestOwned>());

/** Adds (or replaces, by name) something a guest owns. */
export function registerGuestOwned(owned: GuestOwned): void {
  registry.set(owned.name, owned);
}

export function guestOwned(): GuestOwned[] {
  return [...registry.values()];
}
