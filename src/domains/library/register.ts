import { registerGuestOwned } from '@/domains/identity/guest-owned';
import { mergeGuestCollections } from './collections';
import { mergeGuestWatchlist } from './watchlist';

/** What the library plugs into the shared registries: a guest's watchlist and collections. */
export function registerLibrary(): void {
  registerGuestOwned({ name: 'watchlist', merge: mergeGuestWatchlist });
  registerGuestOwned({ name: 'collections', merge: mergeGuestCollections });
}
