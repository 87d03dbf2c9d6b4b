import Link from 'next/link';
import { ScrollerControls } from '@/ui/ScrollerControls';
import type { ProductCard as Card } from '../listing';
import { ProductCard } from './ProductCard';

/**
 * A horizontal row of product cards; `underCard` adds to each (the watch page's Add to cart). Given as a function, so
 * a page without it carries none of its code: every client module a page imports is part of its first load.
 */
export function ProductRail({
  id,
  title,
  items,
  moreHref,
  underCard,
  tools,
}: {
  id: string;
  title: string;
  items: Card[];
  moreHref?: string;
  underCard?: (product: Card) => React.ReactNode;
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
            {underCard?.(p)}
          </li>
        ))}
      </ol>
    </section>
  );
}
