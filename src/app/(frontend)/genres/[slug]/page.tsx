import type { Metadata } from 'next';
import { TermPage } from '../../../../domains/catalogue/components/TermPage';
import { getTermWithTitles } from '../../../../domains/catalogue/queries';

// Rendered on first request, then cached; writes revalidate by tag.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const term = await getTermWithTitles('genre', (await params).slug);
  return term ? { title: term.title } : {};
}

export default async function Page({ params }: Props) {
  return <TermPage kind="genre" slug={(await params).slug} />;
}
