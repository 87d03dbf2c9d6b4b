import { FixedImage } from '@/ui/FixedImage';
import Link from 'next/link';
import { personPath } from '@/domains/catalogue/paths';

type Person = { slug: string; name: string; designation: string; profileImage: string | null };

export function PeopleGrid({ people, label }: { people: Person[]; label?: string }) {
  return (
    <ul className="people-grid" aria-label={label}>
      {people.map((p) => (
        <li key={p.slug}>
          <Link href={personPath(p.slug)}>
            {p.profileImage && <FixedImage src={p.profileImage} alt="" width={160} height={200} />}
            <span className="person-name">{p.name}</span>
          </Link>
          <small>{p.designation}</small>
        </li>
      ))}
    </ul>
  );
}
