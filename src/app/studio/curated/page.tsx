import Link from 'next/link';
import { studioCuratedLists } from '@/domains/catalogue/studio';
import { requireStudio } from '../gate';
import { TableScroll } from '@/ui/TableScroll';

export const metadata = { title: 'Curated rows' };

export default async function StudioCuratedRows() {
  await requireStudio();
  const lists = await studioCuratedLists();
  return (
    <>
      <h1>Curated rows</h1>
      <p>The sliders and rails of the home pages, each in the order you give it.</p>
      <TableScroll label="Curated rows">
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Titles</th>
            </tr>
          </thead>
          <tbody>
            {lists.map((l) => (
              <tr key={l.slug}>
                <th scope="row">
                  <Link href={`/studio/curated/${l.slug}`} prefetch={false}>
                    {l.name}
                  </Link>
                </th>
                <td>{l.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
