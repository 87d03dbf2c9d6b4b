import { mergeGuestCollections } from './collections';
import { registerGuestOwned } from './guest-owned';
import './identity'; // registers the viewer resolver every action's context is filled through
import { mergeGuestWatchlist } from './watchlist';

/** What the identity domain plugs into the shared registries. */
export function registerIdentity(): void {
  registerGuestOwned({ name: 'watchlist', merge: mergeGuestWatchlist });
  registerGuestOwned({ name: 'collections', merge: mergeGuestCollections });
}
