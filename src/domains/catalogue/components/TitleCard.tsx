import Image from 'next/image';
import Link from 'next/link';
import type { TitleCard as Card } from '../queries';

export function TitleCard({ title, priority = false }: { title: Card; priority?: boolean }) {
  return (
    <article className="title-card">
      <Link href={title.href}>
        {title.posterPath && (
          <Image src={title.posterPath} alt="" width={200} height={300} priority={priority} />
        )}
        <h3>{title.name}</h3>
      </Link>
      <p className="meta">
        {title.movieTime && <span>{title.movieTime}</span>}
        {title.releaseYear && <span>{title.releaseYear}</span>}
      </p>
    </article>
  );
}

export function TitleGrid({ items, label }: { items: Card[]; label?: string }) {
  if (!items.length) return <p className="empty">Nothing here yet.</p>;
  return (
    <ul className="title-grid" aria-label={label}>
      {items.map((t, i) => (
        <li key={t.id}><TitleCard title={t} priority={i < 6} /></li>
      ))}
    </ul>
  );
}
