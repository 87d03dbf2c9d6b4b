import Link from 'next/link';
import { formatDate } from '@/domains/catalogue/format';
import { getNextRelease } from '@/domains/catalogue/titles';
import { Countdown } from '@/ui/Countdown';
import { Logo } from '@/ui/Logo';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Coming soon' };

export default async function ComingSoon() {
  const next = await getNextRelease();
  return (
    <div className="coming-soon">
      <Link href="/" aria-label="StreamIt home" className="logo-link">
        <Logo />
      </Link>
      <h1>Coming soon</h1>
      {next ? (
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
      <p>
        <Link href="/" className="button primary">
          Browse what is streaming now
        </Link>
      </p>
    </div>
  );
}
