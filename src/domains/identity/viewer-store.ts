'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { SessionViewer as Viewer } from '@/lib/viewer';

// The visitor as the client islands of cached pages see them: signed in or not, and their watchlist. Asked once
// per page load (and again when the account menu opens); every card button and the menu's count share it.

export type { Viewer };

const SIGNED_OUT: Viewer = { signedIn: false, name: '', email: '', guestAllowed: true, subscribed: false, watchlist: [] };

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

/** The viewer as known now (asked first when nobody has yet). */
export const currentViewer = (): Promise<Viewer> => (viewer ? Promise.resolve(viewer) : loadViewer());

/** Changes the known viewer on screen at once (a list's optimistic update), from the latest copy. */
export function updateViewer(change: (current: Viewer) => Viewer): void {
  if (viewer) publish(change(viewer));
}
