'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { SessionViewer as Viewer } from '@/lib/viewer';
import { updateWatchlist } from '../actions';

// The visitor as the client islands of cached pages see them: signed in or not, and their watchlist. Asked once
// per page load (and again when the account menu opens); every card button and the menu's count share it.

export type { Viewer };

const SIGNED_OUT: Viewer = { signedIn: false, name: '', email: '', guestAllowed: true, watchlist: [] };

let viewer: Viewer | null = null;
let pending: Promise<Viewer> | null = null;
const listeners = new Set<() => void>();

function publish(next: Viewer) {
  viewer = next;
  for (const listener of listeners) listener();
}

/** Asks the server who is here; `fresh` asks again even when known. A failed check counts as signed out. */
export function loadViewer(fresh = false): Promise<Viewer> {
  if (viewer && !fresh) return Promise.resolve(viewer);
  if (pending && !fresh) return pending;
  const request = fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<Viewer>) : SIGNED_OUT))
    .catch(() => SIGNED_OUT)
    .then((next) => {
      if (pending === request) pending = null;
      publish(next);
      return next;
    });
  pending = request;
  return request;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The viewer, once known (null until then); the first island to ask starts the check unless `load` is false. */
export function useViewer({ load = true } = {}): Viewer | null {
  const current = useSyncExternalStore(
    subscribe,
    () => viewer,
    () => null,
  );
  useEffect(() => {
    if (load) void loadViewer();
  }, [load]);
  return current;
}

/** Adds or removes a title at once on screen, then on the server; on failure puts it back and says why. */
export async function toggleWatchlist(titleId: number, listed: boolean): Promise<string | undefined> {
  const before = viewer ?? (await loadViewer());
  const optimistic = listed
    ? [titleId, ...before.watchlist.filter((id) => id !== titleId)]
    : before.watchlist.filter((id) => id !== titleId);
  publish({ ...before, watchlist: optimistic });
  const result = await updateWatchlist({ titleId, listed }).catch(() => undefined);
  if (result?.ok) {
    publish({ ...(viewer ?? before), watchlist: result.data.ids });
    return undefined;
  }
  publish({ ...(viewer ?? before), watchlist: before.watchlist });
  return result?.error ?? 'We could not reach StreamIt. Check your connection and try again.';
}
