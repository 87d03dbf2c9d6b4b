'use client';

import { useEffect } from 'react';
import { decodeOrNull } from '@/lib/decode';

/**
 * Keeps the open season in the URL (#season-2, or an episode's #s2e3): opening a season writes its anchor, and
 * a link to one opens it. Without JavaScript the seasons still open and close.
 */
export function SeasonLinks({ containerId }: { containerId: string }) {
  useEffect(() => {
    const root = document.getElementById(containerId);
    if (!root) return;
    const seasons = [...root.querySelectorAll<HTMLDetailsElement>('details.season')];
    const openFromHash = () => {
      const hash = decodeOrNull(location.hash.slice(1));
      const target = hash ? document.getElementById(hash) : null;
      const season = target?.closest<HTMLDetailsElement>('details.season');
      if (!season) return;
      for (const s of seasons) s.open = s === season;
      target!.scrollIntoView({ block: 'start' });
    };
    const onToggle = (e: Event) => {
      const season = e.target as HTMLDetailsElement;
      if (!season.open) return;
      for (const s of seasons) if (s !== season) s.open = false;
      if (location.hash.slice(1) !== season.id && !season.querySelector(`[id="${CSS.escape(location.hash.slice(1))}"]`)) {
        history.replaceState(history.state, '', `#${season.id}`);
      }
    };
    openFromHash();
    for (const s of seasons) s.addEventListener('toggle', onToggle);
    window.addEventListener('hashchange', openFromHash);
    return () => {
      for (const s of seasons) s.removeEventListener('toggle', onToggle);
      window.removeEventListener('hashchange', openFromHash);
    };
  }, [containerId]);
  return null;
}
