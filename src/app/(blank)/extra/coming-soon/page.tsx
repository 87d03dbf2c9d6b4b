import Link from 'next/link';
import { formatDate } from '@/domains/catalogue/format';
import { getNextRelease } from '@/domains/catalogue/titles';
import { config } from '@/config';
import { NewsletterForm } from '@/domains/pages/components/NewsletterForm';
import { Countdown } from '@/ui/Countdown';
import { Logo } from '@/ui/Logo';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Coming soon' };

export default async function ComingSoon() {
  const next = await getNextRelease();
  const launch = config.COMING_SOON_AT && config.COMING_SOON_AT > new Date() ? config.COMING_SOON_AT : null;
  return (
    <div className="coming-soon">
      <Link href="/" aria-label="StreamIt home" className="logo-link">
        <Logo />
      </Link>
      <h1>Coming soon</h1>
      {launch ? (
        <>
          <p>
            Something new arrives on{' '}
            <time dateTime={launch.toISOString()}>
              {launch.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
            </time>
            .
          </p>
          <Countdown target={launch.toISOString()} />
        </>
      ) : next ? (
        <>
          <p>
            <Link href={next.href}>{next.name}</Link> premieres on <time dateTime={next.releaseDate!}>{formatDate(next.releaseDate!)}</time>
            .
          </p>
          <Countdown target={`${next.releaseDate}T00:00:00Z`} />
        </>
      ) : (
        <p>New titles are on their way. Check back soon.</p>
      )}
      <section className="coming-soon-newsletter" aria-labelledby="coming-soon-newsletter">
        <h2 id="coming-soon-newsletter">Hear about it first</h2>
        <NewsletterForm source="coming-soon" />
      </section>
      <p>
        <Link href="/" className="button primary">
          Browse what is streaming now
        </Link>
      </p>
    </div>
  );
}
