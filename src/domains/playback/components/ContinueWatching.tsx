'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { fetchOnce } from '@/ui/fetch-once';
import { FixedImage } from '@/ui/FixedImage';
import { ScrollerControls } from '@/ui/ScrollerControls';
import type { ContinueItem } from '../progress';

// "Continue watching" on the cached home page: the viewer's own row, fetched after the page loads. Nothing watched
// yet, nothing shown.
export function ContinueWatching() {
  const [items, setItems] = useState<ContinueItem[]>([]);
  useEffect(() => {
    let live = true;
    void fetchOnce<{ continueWatching: ContinueItem[] }>('/api/personal').then((body) => live && body && setItems(body.continueWatching));
    return () => {
      live = false;
    };
  }, []);
  if (!items.length) return null;
  return (
    <section className="rail continue-watching" aria-labelledby="rail-continue-watching">
      <div className="rail-head">
        <h2 id="rail-continue-watching">Continue watching</h2>
        <ScrollerControls targetId="rail-continue-watching-track" label="Continue watching" />
      </div>
      <ol className="rail-track" id="rail-continue-watching-track" tabIndex={0} aria-label="Continue watching">
        {items.map((item) => (
          <li key={item.card.id}>
            <article className="title-card" data-kind="video">
              <Link href={item.href} aria-label={`${item.card.name}: ${item.label}`}>
                {item.image && <FixedImage src={item.image} alt="" width={320} height={180} />}
                {item.share > 0 && (
                  <span className="watch-bar" aria-hidden="true">
                    <span style={{ width: `${Math.round(item.share * 100)}%` }} />
                  </span>
                )}
                <h3>{item.card.name}</h3>
              </Link>
              <p className="meta">
                <span>{item.label}</span>
              </p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
