import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { Pagination } from '@/ui/Pagination';
import { listPeople } from '@/domains/catalogue/people';
import { PeopleGrid } from './PeopleGrid';

export async function CastIndex({ page }: { page: number }) {
  const result = await listPeople(page);
  if (page > result.pageCount) notFound();
  return (
    <>
      <Breadcrumb title="Cast" />
      <div className="container section">
        <PeopleGrid people={result.items} label="Cast and crew" />
        <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(n) => (n > 1 ? `/cast?page=${n}` : '/cast')} />
      </div>
    </>
  );
}
