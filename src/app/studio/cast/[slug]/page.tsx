import { notFound } from 'next/navigation';
import { isSlug } from '@/domains/catalogue/cards';
import { StudioArtworkForm } from '@/domains/catalogue/components/StudioArtworkForm';
import { StudioPersonForm } from '@/domains/catalogue/components/StudioPersonForm';
import { studioCastMember } from '@/domains/catalogue/studio';
import { requireStudio, studioMetadata } from '../../gate';
import { EditHead } from '../../edit-head';

export const generateMetadata = ({ params }: { params: Promise<{ slug: string }> }) =>
  studioMetadata('Person', async () => {
    const { slug } = await params;
    return isSlug(slug) ? (await studioCastMember(slug))?.name : null;
  });

export default async function StudioCastMember({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStudio();
  const { slug } = await params;
  const person = isSlug(slug) ? await studioCastMember(slug) : undefined;
  if (!person) notFound();
  const created = (await searchParams).created === '1';
  return (
    <>
      <EditHead
        back={{ href: '/studio/cast', label: 'All cast & crew' }}
        title={person.name}
        created={created && 'Added. Give them a portrait below, and credit them from a title’s page.'}
        public={{ label: 'Public page:', href: person.href }}
      />
      <section aria-labelledby="person-details-heading" className="studio-panel">
        <h2 id="person-details-heading">Details</h2>
        <StudioPersonForm person={person} />
      </section>
      <section aria-labelledby="portrait-heading" className="studio-panel">
        <h2 id="portrait-heading">Portrait</h2>
        <div className="studio-artworks">
          <StudioArtworkForm slug={person.slug} kind="portrait" current={person.profileImage} />
        </div>
      </section>
    </>
  );
}
