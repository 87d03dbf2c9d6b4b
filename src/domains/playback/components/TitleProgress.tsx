'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { playNowPath } from '@/domains/catalogue/paths';
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

/** How long a page stays still before the player's code is run without a sign of intent (long after its load). */
const CODE_AFTER_MS = 8000;
const INTENT = ['pointerenter', 'focusin', 'touchstart'] as const;

/**
 * Once the page is idle and Play is in view, fetch (at low priority, into the HTTP cache) what the watch page will ask
 * for first: a click then starts from bytes already here. Once per watch address and page. The player's code (a
 * long task to run) runs when a pointer or focus comes to Play, or once the page has been still for a while: never
 * in the page's first seconds, where it would hold up a tap.
 */
function useWarmStart(link: RefObject<HTMLAnchorElement | null>, watchHref: string) {
  useEffect(() => {
    const element = link.current;
    if (!element || !('IntersectionObserver' in window)) return;
    let done = false;
    let script: string | undefined;
    let wanted = false;
    const idle = (run: () => void) =>
      'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1500);
    const runCode = () => {
      if (!script || !wanted) return;
      const hls = script;
      script = undefined;
      // The watch page's chunks are the same files, and hls.js run: a click then waits for no script.
      void import('./Player').then((m) => m.warmPlayer(hls)).catch(() => undefined);
    };
    const intent = () => {
      wanted = true;
      runCode();
    };
    for (const type of INTENT) element.addEventListener(type, intent, { once: true, passive: true });
    const late = setTimeout(() => idle(intent), CODE_AFTER_MS);
    const warm = async () => {
      if (done) return;
      done = true;
      try {
        const body = await fetchOnce<{ urls: string[] }>(`/api/playback-start?href=${encodeURIComponent(watchHref)}`);
        const [hls, ...files] = body?.urls ?? [];
        script = hls;
        runCode();
        // Fetched, not run: hls.js's bytes are here when the code runs.
        for (const url of [...(hls ? [hls] : []), ...files])
          await fetch(url, { priority: 'low' } as RequestInit).then((r) => r.arrayBuffer());
      } catch {
        /* a warm-up is a bonus: Play works without it */
      }
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        idle(() => void warm());
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(late);
      for (const type of INTENT) element.removeEventListener(type, intent);
    };
  }, [link, watchHref]);
}

/** Play, or Resume with the viewer's place; either starts playing on the watch page without another click. */
export function TitlePlayButton({ titleId, href, label, name }: PlaySlotProps) {
  const resume = useTitleProgress(titleId)?.resume;
  // Until the page's script runs a click is a full page load, which starts without sound (a big Play then asks).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // A client-side navigation keeps the click's user activation, so the watch page may start with sound.
  const target = playNowPath(resume?.href ?? href);
  const text = resume?.label ?? label;
  const link = useRef<HTMLAnchorElement>(null);
  useWarmStart(link, resume?.href ?? href);
  return (
    // Not prefetched: a prefetched copy of the watch page, rendered first and replaced by the fresh one, would start
    // the player twice.
    <Link
      ref={link}
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
