import { pageSchema } from '@/domains/catalogue/params';
import { auditPage } from '@/server/audit';
import { LocalTime } from '@/ui/LocalTime';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';

export const metadata = { title: 'Audit log' };

/** A logged value as a reader sees it: text as itself, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 1);
}

export default async function StudioAudit({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const page = pageSchema.parse((await searchParams).page);
  const { rows, total, pageCount } = await auditPage(page);
  return (
    <>
      <h1>Audit log</h1>
      <p>Every change made in the studio or at the command line, newest first ({total === 1 ? '1 entry' : `${total} entries`}).</p>
      {rows.length > 0 && (
        <div className="studio-table-wrap">
          <table className="studio-table studio-audit">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">On</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <LocalTime iso={r.at.toISOString()} />
                  </td>
                  <td>{r.actor}</td>
                  <td>{r.action}</td>
                  <td>{r.target}</td>
                  <td>
                    <pre>{shown(r.before)}</pre>
                  </td>
                  <td>
                    <pre>{shown(r.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        hrefFor={(n) => (n > 1 ? `/studio/audit?page=${n}` : '/studio/audit')}
      />
    </>
  );
}
