import type { Executor } from '@/db/client';
import { processWide } from '@/lib/process-wide';

// What a guest may own, and what of it follows the person who signs in on that browser. Each owner of such a table
// registers how a guest's rows become the person's; the sign-in's merge walks them all in its transaction.
//
// Moves (the browser's state, as SPEC.md section 4 says of the cart): the watchlist, collections, watch progress,
// the cart and the wishlist. Whoever signs in at this browser was the one using it; nothing here names anyone else.
// Stays (it names a person by e-mail, and the next person to sign in at a shared browser may be someone else):
// - orders: an order belongs to the e-mail it was placed with; an account shows it when its issuer verified that
//   address (shop/orders.ts), from whichever browser it was placed; the tracking page finds it by number and e-mail;
// - newsletter subscriptions and contact messages: kept by e-mail address, never by identity;
// - saved addresses and subscriptions: only a signed-in person has them (a guest cannot save or subscribe).

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
