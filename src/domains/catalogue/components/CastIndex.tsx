import Image from 'next/image';
import Link from 'next/link';
import { Breadcrumb } from '../../../ui/Breadcrumb';
import { Pagination } from '../../../ui/Pagination';
import { listPeople } from '../queries';

export async function CastIndex({ page }: { page: number }) {
  const result = await listPeople(page);
  return (
    <>
      <Breadcrumb title="Cast" />
      <div className="container section">
        <ul className="people-grid">
          {result.items.map((p) => (
            <li key={p.id}>
              <Link href={`/cast/${p.slug}`}>
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
