import { FixedImage } from '@/ui/FixedImage';
import Link from 'next/link';
import { countLabel, formatDate } from '@/domains/catalogue/format';
import type { TitleCard as Card } from '@/domains/catalogue/cards';
import { CardActionSlot } from '@/ui/slots';

/** What a card says under its name: "4 Seasons · 2023", "2 h 4 min · 2021", or "Coming 12 Mar 2027". */
export function CardFacts({ title }: { title: Card }) {
  if (title.upcoming && title.releaseDate) return <span className="coming">{`Coming ${formatDate(title.releaseDate)}`}</span>;
  const length = title.kind === 'tv-show' ? (title.seasonCount ? countLabel(title.seasonCount, 'Season') : '') : title.runtime;
  return (
    <>
      {length && <span>{length}</span>}
      {title.releaseYear && <span>{title.releaseYear}</span>}
    </>
  );
}

// Intrinsic widths that land on configured image widths at 1x and 2x (192 -> 256/384, 320 -> 384/640): a
// two-entry srcset per card (a `sizes` list would add fourteen to every card of a page of two hundred).
const SHAPES = { poster: { width: 192, height: 288 }, video: { width: 320, height: 180 } };

/**
 * `load`: 'lead' for the first cards on screen (fetched first: the page's largest paint), 'eager' for the rest of the
 * first row. `covered`: an 18+ title shown to someone who may not watch it: its name, not its art.
 */
export function TitleCard({ title, load, covered }: { title: Card; load?: 'lead' | 'eager'; covered?: boolean }) {
  const shape = SHAPES[title.kind === 'video' ? 'video' : 'poster'];
  return (
    <article className="title-card" data-kind={title.kind}>
      <Link href={title.href}>
        {covered ? (
          <span className="card-cover" aria-hidden="true">
            {title.contentRating}
          </span>
        ) : (
          title.posterPath && (
            // Short videos have 16:9 thumbnails; films and shows 2:3 posters.
            <FixedImage
              src={title.posterPath}
              alt=""
              width={shape.width}
              height={shape.height}
              preload={load === 'lead'}
              fetchPriority={load === 'lead' ? 'high' : undefined}
              loading={load === 'eager' ? 'eager' : undefined}
            />
          )
        )}
        <h3>{title.name}</h3>
      </Link>
      <CardActionSlot titleId={title.id} name={title.name} />
      <p className="meta">
        <CardFacts title={title} />
      </p>
    </article>
  );
}

export function TitleGrid({ items, label, covered }: { items: Card[]; label?: string; covered?: boolean }) {
  if (!items.length) return <p className="empty">Nothing here yet.</p>;
  return (
    <ul className="title-grid" aria-label={label}>
      {items.map((t, i) => (
        <li key={t.id}>
          <TitleCard title={t} load={i < 2 ? 'lead' : i < 6 ? 'eager' : undefined} covered={covered} />
        </li>
      ))}
    </ul>
  );
}
