import { studioCuratedLists } from '@/domains/catalogue/studio';
import { EditLink, StudioTable } from '@/ui/StudioTable';
import { requireStudio } from '../gate';

export const metadata = { title: 'Curated rows' };

export default async function StudioCuratedRows() {
  await requireStudio();
  const lists = await studioCuratedLists();
  return (
    <>
      <h1>Curated rows</h1>
      <p>The sliders and rails of the home pages, each in the order you give it.</p>
      <StudioTable
        label="Curated rows"
        rows={lists}
        rowKey={(l) => l.slug}
        columns={[
          { label: 'Row', cell: (l) => <EditLink href={`/studio/curated/${l.slug}`}>{l.name}</EditLink> },
          { label: 'Titles', cell: (l) => l.count },
        ]}
      />
    </>
  );
}
