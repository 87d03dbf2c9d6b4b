import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StudioCuratedEditor } from '@/domains/catalogue/components/StudioCuratedEditor';
import { CURATED_LISTS, type CuratedListSlug } from '@/domains/catalogue/curated';
import { studioCuratedList } from '@/domains/catalogue/studio';
import { requireStudio, studioMetadata } from '../../gate';

export const generateMetadata = ({ params }: { params: Promise<{ list: string }> }) =>
  studioMetadata('Curated row', async () => {
    const { list } = await params;
    return Object.hasOwn(CURATED_LISTS, list) ? CURATED_LISTS[list as keyof typeof CURATED_LISTS] : null;
  });

export default async function StudioCuratedRow({ params }: { params: Promise<{ list: string }> }) {
  await requireStudio();
  const { list } = await params;
  if (!Object.hasOwn(CURATED_LISTS, list)) notFound();
  const slug = list as CuratedListSlug;
  const items = await studioCuratedList(slug);
  return (
    <>
      <p>
        <Link href="/studio/curated" prefetch={false}>
          All curated rows
        </Link>
      </p>
      <h1>{CURATED_LISTS[slug]}</h1>
      <StudioCuratedEditor list={slug} name={CURATED_LISTS[slug]} items={items} />
    </>
  );
}
