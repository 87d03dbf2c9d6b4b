import Link from 'next/link';
import { pageSchema } from '@/domains/catalogue/params';
import { auditPage } from '@/server/audit';
import { LocalTime } from '@/ui/LocalTime';
import { Pagination } from '@/ui/Pagination';
import { requireStudio } from '../gate';
import { StudioTable } from '@/ui/StudioTable';

export const metadata = { title: 'Audit log' };

/** A logged name in words: "trackingNumber" reads "tracking number". */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
/** An action's name as a sentence's start: "updateTitleDetails" reads "Update title details". */
const actionWords = (name: string) => words(name).replace(/^./, (c) => c.toUpperCase());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The studio page of what a change was made to ("title orbital-decay s1e2", "order SI-…"), where it has one. */
function studioHref(target: string): string | null {
  const [, kind, ref] = /^(title|post|product|order|person|curated row|page|message)\s+(\S+)/.exec(target) ?? [];
  if (!kind || !ref) return null;
  const episode = /\s(s\d+e\d+)$/.exec(target)?.[1];
  switch (kind) {
    case 'title':
      return episode ? `/studio/titles/${ref}/episodes/${episode}` : `/studio/titles/${ref}`;
    case 'person':
      return UUID.test(ref) ? `/studio/people/${ref}` : `/studio/cast/${ref}`;
    case 'curated row':
      return `/studio/curated/${ref}`;
    case 'page':
      return `/studio/pages/${ref}`;
    case 'message':
      return '/studio/inbox';
    default:
      return `/studio/${kind}s/${ref}`;
  }
}
/** A logged value in a line: text as itself, anything else as compact JSON, long ones cut (the database keeps them whole). */
function line(value: unknown): string {
  const text = value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** What a change was made to, linked to its studio page where it has one. */
function Target({ target }: { target: string }) {
  const href = studioHref(target);
  return href ? (
    <Link href={href} prefetch={false}>
      {target}
    </Link>
  ) : (
    <>{target}</>
  );
}

/** What a change logged before or after, as its fields and their values. */
function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) return <>{line(value)}</>;
  const entries = Object.entries(value);
  if (!entries.length) return <>—</>;
  return (
    <dl className="studio-audit-values">
      {entries.map(([key, v]) => (
        <div key={key}>
          <dt>{words(key)}</dt>
          <dd>{line(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default async function StudioAudit({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const page = pageSchema.parse((await searchParams).page);
  const { rows, total, pageCount } = await auditPage(page);
  return (
    <>
      <h1>Audit log</h1>
      <p>Every change made in the studio or at the command line, newest first ({total === 1 ? '1 entry' : `${total} entries`}).</p>
      <StudioTable
        label="Audit log"
        cards={{ className: 'studio-audit' }}
        rows={rows}
        rowKey={(r) => String(r.id)}
        columns={[
          { label: 'When', cell: (r) => <LocalTime iso={r.at.toISOString()} /> },
          { label: 'Who', cell: (r) => r.actor },
          { label: 'What', cell: (r) => actionWords(r.action) },
          { label: 'On', cell: (r) => <Target target={r.target} />, className: 'studio-audit-target' },
          { label: 'Before', cell: (r) => <Values value={r.before} /> },
          { label: 'After', cell: (r) => <Values value={r.after} /> },
        ]}
      />
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        hrefFor={(n) => (n > 1 ? `/studio/audit?page=${n}` : '/studio/audit')}
      />
    </>
  );
}
