import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { countLabel, KIND_PATH, KIND_PLURAL } from '@/domains/catalogue/format';
import { getTermWithTitles } from '@/domains/catalogue/terms';
import { TitleGrid } from './TitleCard';

export async function TermPage({ kind, slug }: { kind: 'genre' | 'tag'; slug: string }) {
  const term = await getTermWithTitles(kind, slug);
  if (!term) notFound();
  return (
    <>
      <Breadcrumb title={term.title} trail={[kind === 'genre' ? { href: '/genres', label: 'Genres' } : { href: '/tags', label: 'Tags' }]} />
      <div className="container section">
        <p className="result-count">{countLabel(term.total, 'title')}</p>
        {term.groups.map((group) => {
          const headingId = `term-${group.kind}`;
          return (
            <section key={group.kind} aria-labelledby={headingId} className="term-group">
              <div className="rail-head">
                <h2 id={headingId}>{`${KIND_PLURAL[group.kind]} (${group.total})`}</h2>
                {group.total > group.items.length && (
                  <Link href={`${KIND_PATH[group.kind]}?${kind}=${encodeURIComponent(term.slug)}`}>{`View all ${group.total}`}</Link>
                )}
              </div>
              <TitleGrid items={group.items} label={`${term.title}: ${KIND_PLURAL[group.kind]}`} />
            </section>
          );
        })}
        {term.groups.length === 0 && <p className="empty">Nothing here yet.</p>}
      </div>
    </>
  );
}
