import { StudioTermGroup } from '@/domains/catalogue/components/StudioTermGroup';
import { studioTerms } from '@/domains/catalogue/studio';
import { requireStudio } from '../gate';

export const metadata = { title: 'Genres & tags' };

export default async function StudioTerms() {
  await requireStudio();
  const groups = await studioTerms();
  return (
    <>
      <h1>Genres &amp; tags</h1>
      <p>Genres and tags group movies and shows; categories group videos. A title’s own page sets which it has.</p>
      {groups.map((g) => (
        <StudioTermGroup key={g.kind} kind={g.kind} label={g.label} terms={g.terms} />
      ))}
    </>
  );
}
