import type { Metadata } from 'next';
import { FixedImage } from '@/ui/FixedImage';
import { notFound } from 'next/navigation';
import { TitleGrid } from '@/domains/catalogue/components/TitleCard';
import { birthdayWithAge } from '@/domains/catalogue/format';
import { getPersonBySlug } from '@/domains/catalogue/people';
import { shareMetadata } from '@/server/share';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';

// Rendered on first request, then cached; writes revalidate by tag.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const person = await getPersonBySlug((await params).slug);
  if (!person) return {};
  const path = `/cast/${person.slug}`;
  return {
    title: person.name,
    description: person.biography,
    alternates: { canonical: path },
    ...shareMetadata({ kind: 'person', slug: person.slug, title: person.name, description: person.biography, path, type: 'profile' }),
  };
}

export default async function PersonPage({ params }: Props) {
  const person = await getPersonBySlug((await params).slug);
  if (!person) notFound();
  const works = person.credits.filter((c) => c.kind !== 'video');
  const extras = person.credits.filter((c) => c.kind === 'video');
  const facts: [string, string][] = [
    ['Known for', person.designation],
    ['Known credits', person.knownCredits],
    ['Birthday', birthdayWithAge(person.birthday)],
    ['Place of birth', person.birthPlace],
    ['Also known as', person.alsoKnownAs],
  ];
  return (
    <>
      <div className="container section person-detail">
        {person.profileImage && (
          <FixedImage
            src={person.profileImage}
            alt={person.name}
            width={280}
            height={350}
            preload
            fetchPriority="high"
            className="person-portrait"
          />
        )}
        <div className="person-text">
          <BreadcrumbTrail trail={[{ href: '/cast', label: 'Cast' }]} current={person.name} />
          <h1>{person.name}</h1>
          <dl className="facts">
            {facts
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </dl>
          <p>{person.biography}</p>
        </div>
      </div>
      <div className="container section">
        <h2>Films and shows</h2>
        <TitleGrid items={works} label={`Films and shows of ${person.name}`} />
      </div>
      {/* Trailers, featurettes and interviews apart: they are about the work, not more of it. */}
      {extras.length > 0 && (
        <div className="container section">
          <h2>Trailers, featurettes and interviews</h2>
          <TitleGrid items={extras} label={`Videos with ${person.name}`} />
        </div>
      )}
    </>
  );
}
