'use client';

import { currentViewer, updateViewer } from '@/domains/identity/viewer-store';
import { updateWatchlist } from './actions';

// The watchlist as the cards' buttons and the menu's count see it: the viewer's list from /api/session, changed on
// screen first and then on the server.

/** Adds or removes a title at once on screen, then on the server; on failure puts it back and says why. */
export async function toggleWatchlist(titleId: number, listed: boolean): Promise<string | undefined> {
  const before = await currentViewer();
  const optimistic = listed
    ? [titleId, ...before.watchlist.filter((id) => id !== titleId)]
    : before.watchlist.filter((id) => id !== titleId);
  updateViewer((v) => ({ ...v, watchlist: optimistic }));
  const result = await updateWatchlist({ titleId, listed }).catch(() => undefined);
  if (result?.ok) {
    updateViewer((v) => ({ ...v, watchlist: result.data.ids }));
    return undefined;
  }
  updateViewer((v) => ({ ...v, watchlist: before.watchlist }));
  return result?.error ?? 'We could not reach StreamIt. Check your connection and try again.';
}
