import { TitleGrid } from '@/domains/catalogue/components/TitleCard';
import { pageSchema } from '@/domains/catalogue/params';
import { getRestrictedTitles } from '@/domains/catalogue/titles';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { Pagination } from '@/ui/Pagination';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Restricted Content', robots: { index: false } };

export default async function RestrictedPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = pageSchema.parse((await searchParams).page);
  const result = await getRestrictedTitles(page);
  return (
    <>
      <Breadcrumb title="Restricted Content" />
      <div className="container section">
        <p className="notice">These titles are rated 18+. They are left out of browsing and recommendations.</p>
        <TitleGrid items={result.items} label="Restricted titles" />
        <Pagination
          page={result.page}
          pageCount={result.pageCount}
          hrefFor={(n) => (n > 1 ? `/movies/restricted?page=${n}` : '/movies/restricted')}
        />
      </div>
    </>
  );
}
