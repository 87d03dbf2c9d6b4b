import Link from 'next/link';
import { countCatalogue } from '@/domains/catalogue/titles';
import { signUpsPerDay } from '@/domains/identity/studio';
import { watchedPerDay } from '@/domains/playback/studio';
import { shopFigures } from '@/domains/shop/studio';
import { recentFailures } from '@/jobs/queue';
import { BarChart } from '@/ui/BarChart';
import { LocalTime } from '@/ui/LocalTime';
import { requireStudio } from './gate';

// The layout's title template applies to the pages below it, not to its own page.
export const metadata = { title: { absolute: 'Dashboard | Studio | StreamIt' } };

export default async function StudioDashboard() {
  await requireStudio();
  const [counts, shop, failures, watched, signUps] = await Promise.all([
    countCatalogue(),
    shopFigures(),
    recentFailures(5),
    watchedPerDay(14),
    signUpsPerDay(14),
  ]);
  const today = [
    { label: 'Orders today', value: shop.ordersToday, href: '/studio/orders?placed=today' },
    { label: 'Waiting to ship', value: shop.awaitingShipment, href: '/studio/orders?status=paid' },
    { label: 'Variants low on stock', value: shop.lowStock.length, href: shop.lowStock.length ? '#low-stock' : undefined },
    { label: 'Failed jobs', value: failures.length, href: failures.length ? '#failed-jobs' : undefined },
  ];
  const catalogue = [
    { label: 'Movies', value: counts.movie },
    { label: 'TV shows', value: counts['tv-show'] },
    { label: 'Videos', value: counts.video },
    { label: '18+ titles (any kind)', value: counts.restricted, href: '/movies/restricted' },
    { label: 'Drafts and scheduled', value: counts.unreleased, href: '/studio/titles?state=unreleased' },
  ];
  return (
    <>
      <h1>Dashboard</h1>
      <section aria-labelledby="today-heading">
        <h2 id="today-heading">Today</h2>
        <Figures figures={today} />
        <div className="studio-charts">
          <BarChart title="Titles watched per day" points={watched} unit={['play', 'plays']} />
          <BarChart title="Sign-ups per day" points={signUps} unit={['new account', 'new accounts']} />
        </div>
        {shop.lowStock.length > 0 && (
          <>
            <h3 id="low-stock">Low on stock</h3>
            <ul>
              {shop.lowStock.map((v) => (
                <li key={v.sku}>
                  <Link href={`/studio/products/${v.slug}`} prefetch={false}>
                    {v.name}
                  </Link>{' '}
                  ({v.sku}): {v.stock === 0 ? 'sold out' : `${v.stock} left`}
                </li>
              ))}
            </ul>
          </>
        )}
        {failures.length > 0 && (
          <>
            <h3 id="failed-jobs">Failed jobs</h3>
            <ul>
              {failures.map((f) => (
                <li key={f.id}>
                  {f.name}, {f.failedAt && <LocalTime iso={f.failedAt} />}: {f.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading">Catalogue</h2>
        <Figures figures={catalogue} />
        <p className="studio-actions">
          <Link href="/studio/titles/new" className="button primary" prefetch={false}>
            New title
          </Link>
          <Link href="/studio/titles" prefetch={false}>
            Find and edit titles
          </Link>
        </p>
      </section>
    </>
  );
}

/** Figures as a list of terms, each linked to the studio's list behind it where there is one. */
function Figures({ figures }: { figures: { label: string; value: number; href?: string }[] }) {
  return (
    <dl className="studio-figures">
      {figures.map((f) => (
        <div key={f.label}>
          <dt>
            {f.href ? (
              <Link href={f.href} prefetch={false}>
                {f.label}
              </Link>
            ) : (
              f.label
            )}
          </dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
