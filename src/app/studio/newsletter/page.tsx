import { newsletterCounts } from '@/domains/pages/studio';
import { requireStudio } from '../gate';

export const metadata = { title: 'Newsletter' };

export default async function StudioNewsletter() {
  await requireStudio();
  const counts = await newsletterCounts();
  return (
    <>
      <h1>Newsletter</h1>
      <p>Addresses join from the shop’s footer and the coming-soon page, and are mailed only once their owner confirmed.</p>
      <dl className="studio-figures">
        <div>
          <dt>Confirmed</dt>
          <dd>{counts.confirmed}</dd>
        </div>
        <div>
          <dt>Waiting to confirm</dt>
          <dd>{counts.pending}</dd>
        </div>
        <div>
          <dt>Unsubscribed</dt>
          <dd>{counts.unsubscribed}</dd>
        </div>
      </dl>
      <p>
        <a href="/api/studio/newsletter" className="button primary" download>
          Download the confirmed subscribers (CSV)
        </a>
      </p>
    </>
  );
}
