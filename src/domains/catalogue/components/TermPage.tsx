import { notFound } from 'next/navigation';
import { Breadcrumb } from '../../../ui/Breadcrumb';
import { getTermWithTitles } from '../queries';
import { TitleGrid } from './TitleCard';

export async function TermPage({ kind, slug }: { kind: 'genre' | 'tag'; slug: string }) {
  const term = await getTermWithTitles(kind, slug);
  if (!term) notFound();
  return (
    <>
      <Breadcrumb title={term.title} />
      <div className="container section">
        <p className="result-count">{term.items.length} {term.items.length === 1 ? 'title' : 'titles'}</p>
        <TitleGrid items={term.items} label={term.title} />
      </div>
    </>
  );
}
