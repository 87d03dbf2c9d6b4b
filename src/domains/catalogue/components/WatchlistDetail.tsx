import Image from 'next/image';
import Link from 'next/link';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { countLabel } from '@/domains/catalogue/format';
import { getCuratedList } from '@/domains/catalogue/queries';
import { CardFacts } from './TitleCard';

// Until sign-in lands, the watchlist detail shows the editors' list; the identity issue swaps in the viewer's own.
export async function WatchlistDetail() {
  const list = await getCuratedList('top-picks', 50);
  const items = list?.items ?? [];
  return (
    <>
      <Breadcrumb title="Watchlist" />
      <div className="container section">
        <h2>
          {`Editors' picks `}
          <small>{countLabel(items.length, 'title')}</small>
        </h2>
        <p className="lead">Sign in to keep your own watchlist. Until then, here is what our editors would watch next.</p>
        <ol className="watchlist">
          {items.map((t) => (
            <li key={t.id}>
              {t.posterPath && <Image src={t.posterPath} alt="" width={96} height={144} sizes="96px" />}
              <div>
                <h3>
                  <Link href={t.href}>{t.name}</Link>
                </h3>
                <p className="meta">
                  <CardFacts title={t} />
                </p>
                <p>{t.synopsis}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
