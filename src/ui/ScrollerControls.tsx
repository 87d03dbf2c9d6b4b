'use client';

import { useEffect, useState } from 'react';

// Right to left, a list starts at its right edge and scrollLeft runs from 0 down to minus its width: offsets here
// count from the start edge in either direction.
const isRtl = (track: HTMLElement) => getComputedStyle(track).direction === 'rtl';
const offsetOf = (track: HTMLElement) => Math.abs(track.scrollLeft);

/**
 * Previous/next buttons (and optional dots) for a horizontally scrolling list rendered on the server.
 * The list still scrolls by touch, wheel and keyboard without JavaScript; this only adds buttons.
 */
export function ScrollerControls({ targetId, label, dots = 0 }: { targetId: string; label: string; dots?: number }) {
  const [index, setIndex] = useState(0);
  const [edges, setEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const track = document.getElementById(targetId);
    if (!track) return;
    const update = () => {
      const max = track.scrollWidth - track.clientWidth;
      const offset = offsetOf(track);
      // A few pixels of slack: scroll snapping may rest the first item just past 0.
      setEdges({ start: offset <= 8, end: offset >= max - 8 });
      if (dots) {
        const current = Math.round(offset / Math.max(1, track.clientWidth));
        setIndex(current);
        // A carousel: only the slide in view takes focus and is read out (one tab stop, not one per slide); the
        // others are a button or a dot away.
        [...track.children].forEach((slide, n) => ((slide as HTMLElement).inert = n !== current));
      }
    };
    let listening = false;
    const listen = () => {
      listening = true;
      update();
      track.addEventListener('scroll', update, { passive: true });
      window.addEventListener('resize', update);
    };
    // Measured when it comes near the screen: reading every rail's width at start lays out the whole page,
    // including the rails that `content-visibility: auto` lets the browser skip.
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        listen();
      },
      { rootMargin: '200px' },
    );
    near.observe(track.closest('section') ?? track);
    return () => {
      near.disconnect();
      if (!listening) return;
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [targetId, dots]);

  const scrollTo = (offset: number) => {
    const track = document.getElementById(targetId);
    if (!track) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: isRtl(track) ? -offset : offset, behavior: reduce ? 'auto' : 'smooth' });
  };
  const page = (direction: 1 | -1) => {
    const track = document.getElementById(targetId);
    if (track) scrollTo(offsetOf(track) + direction * track.clientWidth * 0.9);
  };

  // A list that fits needs no buttons (a rail of three, "Movie of the Year").
  if (!dots && edges.start && edges.end) return null;
  return (
    <div className="scroller-controls">
      <button
        type="button"
        className="scroller-button prev"
        aria-controls={targetId}
        aria-label={`Previous: ${label}`}
        disabled={edges.start}
        onClick={() => page(-1)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <button
        type="button"
        className="scroller-button next"
        aria-controls={targetId}
        aria-label={`Next: ${label}`}
        disabled={edges.end}
        onClick={() => page(1)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      {dots > 1 && (
        <div className="scroller-dots">
          {Array.from({ length: dots }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Slide ${i + 1} of ${dots}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => {
                const track = document.getElementById(targetId);
                if (track) scrollTo(i * track.clientWidth);
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
