import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StudioTitleForm } from '@/domains/catalogue/components/StudioTitleForm';
import { isSlug } from '@/domains/catalogue/cards';
import { studioTitle } from '@/domains/catalogue/studio';
import { requireStudio } from '../../gate';

export const metadata = { title: 'Edit title' };

export default async function StudioTitle({ params }: { params: Promise<{ slug: string }> }) {
  await requireStudio();
  const { slug } = await params;
  const title = isSlug(slug) ? await studioTitle(slug) : undefined;
  if (!title) notFound();
  return (
    <>
      <p>
        <Link href="/studio/titles" prefetch={false}>
          All titles
        </Link>
      </p>
      <h1>{title.name}</h1>
      <p>
        Public page:{' '}
        <Link href={title.href} prefetch={false}>
          {title.href}
        </Link>
      </p>
      <StudioTitleForm slug={title.slug} name={title.name} synopsis={title.synopsis} href={title.href} />
    </>
  );
}
