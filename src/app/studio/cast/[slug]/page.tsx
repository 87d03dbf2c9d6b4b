import { StudioArtworkForm } from '@/domains/catalogue/components/StudioArtworkForm';
import { StudioPersonForm } from '@/domains/catalogue/components/StudioPersonForm';
import { studioCastMember } from '@/domains/catalogue/studio';
import { StudioSection } from '@/ui/StudioSection';
import { EditHead, editMetadata, type EditPageProps, editTarget } from '../../edit-page';

export const generateMetadata = editMetadata('Person', studioCastMember, (p) => p.name);

export default async function StudioCastMember(props: EditPageProps) {
  const { item: person, created } = await editTarget(props, studioCastMember);
  return (
    <>
      <EditHead
        back={{ href: '/studio/cast', label: 'All cast & crew' }}
        title={person.name}
        created={created && 'Added. Give them a portrait below, and credit them from a title’s page.'}
        public={{ label: 'Public page:', href: person.href }}
      />
      <StudioSection id="person-details" heading="Details">
        <StudioPersonForm person={person} />
      </StudioSection>
      <StudioSection id="portrait" heading="Portrait">
        <div className="studio-artworks">
          <StudioArtworkForm slug={person.slug} kind="portrait" current={person.profileImage} />
        </div>
      </StudioSection>
    </>
  );
}
