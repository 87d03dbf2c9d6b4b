import Image from 'next/image';
import Link from 'next/link';
import { config } from '@/config';
import { CardFacts, TitleGrid } from '@/domains/catalogue/components/TitleCard';
import { getCuratedList } from '@/domains/catalogue/queries';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { currentIdentity } from '../identity';
import { getWatchlist } from '../watchlist';
import { WatchlistButton } from './WatchlistButton';
import { WatchlistCount, WatchlistRow } from './WatchlistRows';

/** The visitor's own watchlist (/play-list, /watchlist-detail), newest addition first; rendered per request. */
export async function WatchlistPage({ title, path }: { title: string; path: string }) {
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
                {t.posterPath && <Image src={t.posterPath} alt="" width={96} height={144} sizes="96px" />}
                <div>
                  <h3>
                    <Link href={t.href}>{t.name}</Link>
                  </h3>
                  <p className="meta">
                    <CardFacts title={t} />
                  </p>
                  <p>{t.synopsis}</p>
                  <WatchlistButton titleId={t.id} name={t.name} variant="page" />
                </div>
              </WatchlistRow>
            ))}
          </ol>
        ) : (
          <EmptyWatchlist />
        )}
      </div>
    </>
  );
}

async function EmptyWatchlist() {
  const picks = await getCuratedList('top-picks', 12);
  return (
    <>
      <p className="empty">Nothing on your watchlist yet. Press + on any title to keep it here for later.</p>
      {picks && picks.items.length > 0 && (
        <section aria-labelledby="picks-heading">
          <h2 id="picks-heading">Our editors would watch next</h2>
          <TitleGrid items={picks.items} label="Editors' picks" />
        </section>
      )}
    </>
  );
}
