import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSitePage } from '@/domains/pages/content';
import { SitePageView } from '@/domains/pages/components/SitePageView';
import { Breadcrumb } from '@/ui/Breadcrumb';

// The site's own pages (about, privacy, terms) from the database: rendered on first request, then cached until the
// studio edits one (its tag).
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getSitePage((await params).page);
  return page ? { title: page.title, description: page.summary, alternates: { canonical: `/extra/${page.slug}` } } : {};
}

export default async function SitePage({ params }: Props) {
  const page = await getSitePage((await params).page);
  if (!page) notFound();
  return (
    <>
      <Breadcrumb title={page.title} />
      <SitePageView page={page} />
    </>
  );
}
