'use client';

import { useViewer } from '@/domains/identity/viewer-store';

/** A row of the watchlist page that leaves the moment its title is taken off the list (here or on another page). */
export function WatchlistRow({ titleId, children }: { titleId: number; children: React.ReactNode }) {
  const viewer = useViewer();
  if (viewer && !viewer.watchlist.includes(titleId)) return null;
  return <li>{children}</li>;
}

/** The live count of the list, the server's until the viewer is known. */
export function WatchlistCount({ initial }: { initial: number }) {
  const viewer = useViewer();
  const n = viewer ? viewer.watchlist.length : initial;
  return <>{n === 1 ? '1 title' : `${n} titles`}</>;
}
