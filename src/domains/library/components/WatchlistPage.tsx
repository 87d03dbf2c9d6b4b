import { FixedImage } from '@/ui/FixedImage';
import Link from 'next/link';
import { config } from '@/config';
import type { TitleCard } from '@/domains/catalogue/cards';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { currentIdentity } from '@/domains/identity/identity';
import { getWatchlist } from '@/domains/library/watchlist';
import { WatchlistButton } from './WatchlistButton';
import { WatchlistCount, WatchlistRow } from './WatchlistRows';

/**
 * The visitor's own watchlist (/play-list, /watchlist-detail), newest addition first; rendered per request.
 * app/ supplies each row's facts line and what an empty list suggests (the catalogue's components).
 */
export async function WatchlistPage(props: {
  title: string;
  path: string;
  facts: (title: TitleCard) => React.ReactNode;
  /** Each row's Play (or Resume), from app/. */
  play: (title: TitleCard) => React.ReactNode;
  suggestions: React.ReactNode;
}) {
  const { title, path } = props;
  const identity = await currentIdentity();
  const items = identity ? await getWatchlist(identity.id) : [];
  const signIn = `/auth/login?returnTo=${encodeURIComponent(path)}`;
  return (
    <>
      <Breadcrumb title={title} />
      <div className="container section">
        <h2>
          Your watchlist{' '}
          <small>
            <WatchlistCount initial={items.length} />
          </small>
        </h2>
        {identity?.kind !== 'user' && (
          <p className="lead">
            {config.ALLOW_GUEST ? 'Your watchlist is kept in this browser. ' : 'Sign in to keep a watchlist. '}
            <a href={signIn}>Sign in</a> to keep it on every device.
          </p>
        )}
        {items.length > 0 ? (
          <ol className="watchlist" aria-label="Your watchlist">
            {items.map((t) => (
              <WatchlistRow key={t.id} titleId={t.id}>
                {t.posterPath && <FixedImage src={t.posterPath} alt="" width={96} height={144} />}
                <div>
                  <h3>
                    <Link href={t.href}>{t.name}</Link>
                  </h3>
                  <p className="meta">{props.facts(t)}</p>
                  <p>{t.synopsis}</p>
                  <div className="watchlist-actions">
                    {props.play(t)}
                    <WatchlistButton titleId={t.id} name={t.name} variant="remove" />
                  </div>
                </div>
              </WatchlistRow>
            ))}
          </ol>
        ) : (
          <>
            <p className="empty">Nothing on your watchlist yet. Press + on any title to keep it here for later.</p>
            {props.suggestions}
          </>
        )}
      </div>
    </>
  );
}
