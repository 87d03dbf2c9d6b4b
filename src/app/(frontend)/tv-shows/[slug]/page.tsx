import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TitleDetailView } from '../../../../domains/catalogue/components/TitleDetail';
import { getTitleBySlug } from '../../../../domains/catalogue/queries';

// Rendered on first request, then cached; writes revalidate by tag.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const title = await getTitleBySlug('tv-show', (await params).slug);
  return title
    ? { title: title.name, description: title.synopsis, alternates: { canonical: title.href }, openGraph: { title: title.name, description: title.synopsis, images: title.posterPath ? [title.posterPath] : [] } }
    : {};
}

export default async function TitlePage({ params }: Props) {
  const title = await getTitleBySlug('tv-show', (await params).slug);
  if (!title) notFound();
  return <TitleDetailView title={title} />;
}
