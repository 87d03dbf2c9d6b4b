import Link from 'next/link';
import { ScrollerControls } from '@/ui/ScrollerControls';
import type { ProductCard as Card, QuickVariant } from '../listing';
import { ProductCard } from './ProductCard';
import { QuickAdd } from './QuickAdd';

/** A horizontal row of product cards; with `quickAdd`, each card has its own Add to cart (the watch page). */
export function ProductRail({
  id,
  title,
  items,
  moreHref,
  quickAdd,
  tools,
}: {
  id: string;
  title: string;
  items: Card[];
  moreHref?: string;
  quickAdd?: Record<number, QuickVariant[]>;
  /** Beside the heading (the watch page puts the cart there). */
  tools?: React.ReactNode;
}) {
  if (!items.length) return null;
  const headingId = `rail-${id}`;
  return (
    <section className="rail product-rail" aria-labelledby={headingId}>
      <div className="rail-head">
        <h2 id={headingId}>{title}</h2>
        {moreHref && <Link href={moreHref}>View all</Link>}
        <ScrollerControls targetId={`${headingId}-track`} label={title} />
        {tools}
      </div>
      <ol className="rail-track" id={`${headingId}-track`} tabIndex={0} aria-label={title}>
        {items.map((p) => (
          <li key={p.slug}>
            <ProductCard product={p} />
            {quickAdd?.[p.id] && <QuickAdd name={p.name} variants={quickAdd[p.id]!} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
