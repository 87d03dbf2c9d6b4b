import Image from 'next/image';
import Link from 'next/link';
import { countLabel, formatDate } from '@/domains/catalogue/format';
import type { TitleCard as Card } from '@/domains/catalogue/queries';

/** What a card says under its name: "4 Seasons · 2023", "2hr: 4mins · 2021", or "Coming 12 Mar 2027". */
export function CardFacts({ title }: { title: Card }) {
  if (title.upcoming && title.releaseDate) return <span className="coming">{`Coming ${formatDate(title.releaseDate)}`}</span>;
  const length = title.kind === 'tv-show' ? (title.seasonCount ? countLabel(title.seasonCount, 'Season') : '') : title.movieTime;
  return (
    <>
      {length && <span>{length}</span>}
      {title.releaseYear && <span>{title.releaseYear}</span>}
    </>
  );
}

export function TitleCard({ title, priority = false }: { title: Card; priority?: boolean }) {
  return (
    <article className="title-card" data-kind={title.kind}>
      <Link href={title.href}>
        {title.posterPath && (
          // Short videos have 16:9 thumbnails; films and shows 2:3 posters.
          <Image
            src={title.posterPath}
            alt=""
            width={title.kind === 'video' ? 320 : 200}
            height={title.kind === 'video' ? 180 : 300}
            priority={priority}
          />
        )}
        <h3>{title.name}</h3>
      </Link>
      <p className="meta">
        <CardFacts title={title} />
      </p>
    </article>
  );
}

export function TitleGrid({ items, label }: { items: Card[]; label?: string }) {
  if (!items.length) return <p className="empty">Nothing here yet.</p>;
  return (
    <ul className="title-grid" aria-label={label}>
      {items.map((t, i) => (
        <li key={t.id}>
          <TitleCard title={t} priority={i < 6} />
        </li>
      ))}
    </ul>
  );
}
