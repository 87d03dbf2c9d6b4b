import { notFound } from 'next/navigation';
import { findSection, sectionMetadata } from '@/app/(frontend)/_sections/sections';

// Rendered on first request, then served from Next's cache; the build never opens the database.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ section?: string[] }> };

export async function generateMetadata({ params }: Props) {
  return sectionMetadata((await params).section);
}

export default async function SectionPage({ params }: Props) {
  const section = findSection((await params).section);
  if (!section) notFound();
  return section.render(new URLSearchParams());
}
