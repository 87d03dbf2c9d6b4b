import Link from 'next/link';
import { ScrollerControls } from '@/ui/ScrollerControls';
import type { TitleCard as Card } from '@/domains/catalogue/cards';
import { TitleCard } from './TitleCard';

/** A horizontal row of cards for one curated list; scrolls natively (touch, wheel, keyboard). */
export function Rail({
  id,
  title,
  items,
  moreHref,
  numbered = false,
}: {
  id: string;
  title: string;
  items: Card[];
  moreHref?: string;
  numbered?: boolean;
}) {
  if (!items.length) return null;
  const headingId = `rail-${id}`;
  return (
    <section className={`rail${numbered ? ' numbered' : ''}`} aria-labelledby={headingId}>
      <div className="rail-head">
        <h2 id={headingId}>{title}</h2>
        {moreHref && <Link href={moreHref}>View all</Link>}
        {/* In the heading row, so the buttons never cover a poster or its title. */}
        <ScrollerControls targetId={`${headingId}-track`} label={title} />
      </div>
      <ol className="rail-track" id={`${headingId}-track`} tabIndex={0} aria-label={title}>
        {items.map((t, i) => (
          <li key={t.id} data-rank={numbered ? i + 1 : undefined}>
            <TitleCard title={t} />
          </li>
        ))}
      </ol>
    </section>
  );
}
