'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { fetchOnce } from '@/ui/fetch-once';
import type { EpisodeSlotProps, PlaySlotProps } from '@/ui/slots';
import type { TitleProgress } from '../progress';

// A cached title page's personal part: its Play button becomes "Resume S1:E2 · 12 min left" for a viewer part-way
// through, and its season list marks what they watched. One request per page, shared by every island.

function useTitleProgress(titleId: number): TitleProgress | null {
  const [progress, setProgress] = useState<TitleProgress | null>(null);
  useEffect(() => {
    let live = true;
    void fetchOnce<TitleProgress>(`/api/progress?title=${titleId}`).then((body) => live && setProgress(body));
    return () => {
      live = false;
    };
  }, [titleId]);
  return progress;
}

/** Play, or Resume with the viewer's place; either starts playing on the watch page without another click. */
export function TitlePlayButton({ titleId, href, label, name }: PlaySlotProps) {
  const resume = useTitleProgress(titleId)?.resume;
  // Until the page's script runs a click is a full page load, which starts without sound (a big Play then asks).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // A client-side navigation keeps the click's user activation, so the watch page may start with sound.
  const target = `${resume?.href ?? href}?autoplay=1`;
  const text = resume?.label ?? label;
  return (
    // Not prefetched: a prefetched copy of the watch page, rendered first and replaced by the fresh one, would start
    // the player twice.
    <Link
      href={target}
      prefetch={false}
      className="button primary play-button"
      data-resume={resume ? 'true' : undefined}
      data-ready={ready ? 'true' : 'false'}
      aria-label={name ? `${text}: ${name}` : undefined}
    >
      <span>{text}</span>
      {resume && resume.share > 0 && (
        <span className="play-progress" role="progressbar" aria-label="Watched" aria-valuenow={Math.round(resume.share * 100)}>
          <span style={{ width: `${Math.round(resume.share * 100)}%` }} />
        </span>
      )}
    </Link>
  );
}

/** "✓ Watched", or what is left of a started episode, beside its runtime. */
export function EpisodeProgress({ titleId, season, number }: EpisodeSlotProps) {
  const mark = useTitleProgress(titleId)?.episodes[`s${season}e${number}`];
  if (!mark) return null;
  if (mark.watched) return <span className="episode-watched">✓ Watched</span>;
  return (
    <span className="episode-started">
      <span className="watch-bar" aria-hidden="true">
        <span style={{ width: `${Math.round(mark.share * 100)}%` }} />
      </span>
      {mark.left}
    </span>
  );
}
