import { notFound } from 'next/navigation';
import { findSection, sectionMetadata, type SearchParams } from '../../_sections/sections';

// Filtered, sorted or paged listings (next.config rewrites /movies?genre=... here): rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ section: string[] }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return { ...sectionMetadata(findSection((await params).section)), robots: { index: false, follow: true } };
}

export default async function BrowseSectionPage({ params, searchParams }: Props) {
  const section = findSection((await params).section);
  if (!section) notFound();
  return section.render(await searchParams);
}
