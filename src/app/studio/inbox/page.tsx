import { z } from 'zod';
import { pageSchema } from '@/domains/catalogue/params';
import { StudioContactStatus } from '@/domains/pages/components/StudioPagesForms';
import { CONTACT_STATUSES, studioInbox } from '@/domains/pages/studio';
import { LocalTime } from '@/ui/LocalTime';
import { Pagination } from '@/ui/Pagination';
import { SectionNav } from '@/ui/SectionNav';
import { requireStudio } from '../gate';

export const metadata = { title: 'Inbox' };

const query = z.object({ status: z.enum(['new', 'answered', 'spam']).catch('new'), page: pageSchema });
const LABEL = { new: 'New', answered: 'Answered', spam: 'Spam' } as const;

export default async function StudioInbox({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStudio();
  const raw = await searchParams;
  const { status, page } = query.parse({ status: raw.status, page: raw.page });
  const { rows, total, pageCount, counts } = await studioInbox(status, page);
  const hrefFor = (n: number) => `/studio/inbox?${new URLSearchParams({ status, ...(n > 1 && { page: String(n) }) })}`;
  return (
    <>
      <h1>Inbox</h1>
      <p>
        What visitors sent through the contact form (each also mailed to the support address). Reply from your mail, then mark it answered.
      </p>
      <SectionNav
        label="Messages by status"
        className="studio-tabs-nav"
        links={CONTACT_STATUSES.map((s) => ({ href: `/studio/inbox?status=${s}`, label: `${LABEL[s]} (${counts[s]})` }))}
      />
      <p aria-live="polite">{total === 1 ? '1 message' : `${total} messages`}</p>
      {rows.length === 0 ? (
        <p className="empty">Nothing here.</p>
      ) : (
        <ul className="studio-inbox">
          {rows.map((m) => (
            <li key={m.id}>
              <details>
                <summary>
                  <strong>{m.subject}</strong> from {m.name} &lt;{m.email}&gt;, <LocalTime iso={m.createdAt.toISOString()} />
                </summary>
                <p className="studio-message">{m.message}</p>
                <p>
                  <a href={`mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>Reply by mail</a>
                </p>
              </details>
              <StudioContactStatus id={m.id} status={m.status} from={m.name} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}
