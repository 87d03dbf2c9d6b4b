import Image from 'next/image';
import Link from 'next/link';
import { listPeople } from '../../../domains/catalogue/queries';
import { Breadcrumb } from '../../../ui/Breadcrumb';
import { Pagination } from '../../../ui/Pagination';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Cast' };

export default async function CastPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt((await searchParams).page ?? '1', 10) || 1));
  const result = await listPeople(page);
  return (
    <>
      <Breadcrumb title="Cast" />
      <div className="container section">
        <ul className="people-grid">
          {result.items.map((p) => (
            <li key={p.id}>
              <Link href={`/cast/${p.slug}`} prefetch={false}>
                {p.profileImage && <Image src={p.profileImage} alt="" width={160} height={200} sizes="160px" />}
                <span className="person-name">{p.name}</span>
              </Link>
              <small>{p.designation}</small>
            </li>
          ))}
        </ul>
        <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(n) => (n > 1 ? `/cast?page=${n}` : '/cast')} />
      </div>
    </>
  );
}
