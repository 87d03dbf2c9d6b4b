import { Picture } from '@/ui/Picture';
import Link from 'next/link';
import { ScrollerControls } from '@/ui/ScrollerControls';
import { KIND_LABEL } from '@/domains/catalogue/format';
import type { TitleCard as Card } from '@/domains/catalogue/cards';
import { CardFacts } from './TitleCard';
import { NamedActionSlot, PlaySlot } from '@/ui/slots';

/** Where a slide's Play goes and what it says; none for a title not out yet. */
export type HeroPlay = { href: string; label: string };

/**
 * The big slider: a scroll-snapped strip of backdrops, one slide per curated title, with anchors to each slide; each
 * slide plays its title (or resumes it), adds it to the watchlist, or opens its page.
 */
export function HeroSlider({ items, plays, label = 'Featured' }: { items: Card[]; plays: Map<number, HeroPlay>; label?: string }) {
  if (!items.length) return null;
  return (
    <section className="hero on-picture" aria-roledescription="carousel" aria-label={label}>
      <ul className="hero-track" id="hero-track">
        {items.map((t, i) => (
          <li
            key={t.id}
            id={`slide-${i + 1}`}
            className="hero-slide"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
          >
            {t.backdropPath && (
              <Picture
                src={t.backdropPath}
                alt=""
                fill
                sizes="100vw"
                preload={i === 0}
                fetchPriority={i === 0 ? 'high' : 'low'}
                className="hero-image"
              />
            )}
            <div className="hero-text container">
              <p className="badge">{KIND_LABEL[t.kind]}</p>
              <h2>{t.name}</h2>
              <p className="meta">
                <span className="rating">{t.contentRating}</span>
                <CardFacts title={t} />
                {t.score && <span>★ {t.score}</span>}
              </p>
              <p className="synopsis">{t.synopsis}</p>
              <div className="hero-actions">
                {plays.has(t.id) && <PlaySlot titleId={t.id} name={t.name} {...plays.get(t.id)!} />}
                <NamedActionSlot titleId={t.id} name={t.name} />
                <Link href={t.href} className={plays.has(t.id) ? 'button' : 'button primary'} aria-label={`More details: ${t.name}`}>
                  More details
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {items.length > 1 && <ScrollerControls targetId="hero-track" label="featured titles" dots={items.length} />}
    </section>
  );
}
