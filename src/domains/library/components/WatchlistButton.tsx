'use client';

import { useRef } from 'react';
import { notify } from '@/ui/Notices';
import { useViewer } from '@/domains/identity/viewer-store';
import { toggleWatchlist } from '../watchlist-store';

/**
 * Add to / remove from the watchlist, on screen at once (the server catches up). `card`: a small icon on a poster;
 * `page`: a toggle with words; `named`: the same where several titles share a place (the name joins its accessible
 * name); `remove`: the watchlist page's own Remove.
 */
export function WatchlistButton({
  titleId,
  name,
  variant = 'card',
}: {
  titleId: number;
  name: string;
  variant?: 'card' | 'page' | 'named' | 'remove';
}) {
  const viewer = useViewer();
  const busy = useRef(false);
  const listed = viewer?.watchlist.includes(titleId) ?? variant === 'remove';
  const label = listed ? `Remove ${name} from watchlist` : `Add ${name} to watchlist`;
  const named = variant === 'card' || variant === 'remove'; // an icon, or a word that needs the title to say which
  return (
    <button
      type="button"
      className={variant === 'card' ? 'watchlist-toggle' : variant === 'remove' ? 'button watchlist-remove' : 'button watchlist-button'}
      aria-pressed={variant === 'remove' ? undefined : listed}
      aria-label={named ? label : variant === 'named' ? `${listed ? 'On your watchlist' : 'Add to watchlist'}: ${name}` : undefined}
      title={variant === 'card' ? label : undefined}
      data-ready={viewer ? 'true' : 'false'}
      onClick={async () => {
        if (busy.current) return;
        busy.current = true;
        const error = await toggleWatchlist(titleId, !listed);
        busy.current = false;
        if (error) notify(error);
      }}
    >
      {variant === 'remove' ? (
        <span aria-hidden="true">Remove</span>
      ) : (
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          {listed ? (
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          )}
        </svg>
      )}
      {(variant === 'page' || variant === 'named') && <span>{listed ? 'On your watchlist' : 'Add to watchlist'}</span>}
    </button>
  );
}
