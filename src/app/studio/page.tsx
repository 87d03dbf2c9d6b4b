import Link from 'next/link';
import { countCatalogue } from '@/domains/catalogue/titles';
import { requireStudio } from './gate';

export const metadata = { title: 'Dashboard' };

export default async function StudioDashboard() {
  await requireStudio();
  const counts = await countCatalogue();
  const figures = [
    { label: 'Movies', value: counts.movie },
    { label: 'TV shows', value: counts['tv-show'] },
    { label: 'Videos', value: counts.video },
    { label: '18+ titles (any kind)', value: counts.restricted },
  ];
  return (
    <>
      <h1>Dashboard</h1>
      <section aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading">Catalogue</h2>
        <dl className="studio-figures">
          {figures.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
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
