import Image from 'next/image';
import Link from 'next/link';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { getCuratedList } from '@/domains/catalogue/queries';

// Until sign-in lands, the watchlist detail shows the editors' list; the identity issue swaps in the viewer's own.
export async function WatchlistDetail() {
  const list = await getCuratedList('top-picks', 50);
  const items = list?.items ?? [];
  return (
    <>
      <Breadcrumb title="Watchlist" />
      <div className="container section">
        <h2>
          {list?.name ?? 'Watchlist'} <small>{`${items.length} titles`}</small>
        </h2>
        <ol className="watchlist">
          {items.map((t) => (
            <li key={t.id}>
              {t.posterPath && <Image src={t.posterPath} alt="" width={96} height={144} sizes="96px" />}
              <div>
                <h3>
                  <Link href={t.href}>{t.name}</Link>
                </h3>
                <p className="meta">
                  {t.movieTime && <span>{t.movieTime}</span>}
                  {t.releaseYear && <span>{t.releaseYear}</span>}
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
