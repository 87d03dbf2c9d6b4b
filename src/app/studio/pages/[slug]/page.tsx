import Link from 'next/link';
import { notFound } from 'next/navigation';
import { previewPost } from '@/domains/blog/studio-actions';
import { StudioSitePageForm } from '@/domains/pages/components/StudioPagesForms';
import { studioSitePage } from '@/domains/pages/studio';
import { requireStudio, studioMetadata } from '../../gate';

export const generateMetadata = ({ params }: { params: Promise<{ slug: string }> }) =>
  studioMetadata('Page', async () => {
    const { slug } = await params;
    return /^[a-z0-9-]{1,60}$/.test(slug) ? (await studioSitePage(slug))?.title : null;
  });

export default async function StudioSitePage({ params }: { params: Promise<{ slug: string }> }) {
  await requireStudio();
  const { slug } = await params;
  const page = /^[a-z0-9-]{1,60}$/.test(slug) ? await studioSitePage(slug) : undefined;
  if (!page) notFound();
  return (
    <>
      <p>
        <Link href="/studio/pages" prefetch={false}>
          Pages, FAQ and plans
        </Link>
      </p>
      <h1>{page.title}</h1>
      <p>
        Its page:{' '}
        <Link href={`/extra/${page.slug}`} prefetch={false}>
          /extra/{page.slug}
        </Link>
      </p>
      <StudioSitePageForm slug={page.slug} title={page.title} summary={page.summary} body={page.body} preview={previewPost} />
    </>
  );
}
