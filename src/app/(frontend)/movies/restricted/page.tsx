import { TitleGrid } from '@/domains/catalogue/components/TitleCard';
import { pageSchema } from '@/domains/catalogue/params';
import { getRestrictedTitles } from '@/domains/catalogue/titles';
import { currentIdentity } from '@/domains/identity/identity';
import { mayWatchRestricted } from '@/domains/playback/access';
import Link from 'next/link';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { Pagination } from '@/ui/Pagination';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Restricted Content', robots: { index: false } };

export default async function RestrictedPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageSchema.parse((await searchParams).page);
  const [result, identity] = await Promise.all([getRestrictedTitles(page), currentIdentity()]);
  // Their art is for those who may watch them; anyone else sees what they are and how to get them.
  const allowed = await mayWatchRestricted(identity);
  return (
    <>
      <Breadcrumb title="Restricted Content" />
      <div className="container section">
        <p className="notice">
          These titles are rated 18+. They are left out of browsing and recommendations.{' '}
          {!allowed &&
            (identity?.kind === 'user' ? (
              <>
                Their posters show, and they play, with Premium: <Link href="/extra/pricing-plan">see the plans</Link>.
              </>
            ) : (
              <>
                Their posters show, and they play, for Premium subscribers:{' '}
                <a href="/auth/login?returnTo=%2Fmovies%2Frestricted">sign in</a> or <Link href="/extra/pricing-plan">see the plans</Link>.
              </>
            ))}
        </p>
        <TitleGrid items={result.items} label="Restricted titles" covered={!allowed} />
        <Pagination
          page={result.page}
          pageCount={result.pageCount}
          hrefFor={(n) => (n > 1 ? `/movies/restricted?page=${n}` : '/movies/restricted')}
        />
      </div>
    </>
  );
}
