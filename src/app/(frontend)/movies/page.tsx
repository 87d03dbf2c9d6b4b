import { BrowsePage } from '../../../domains/catalogue/components/BrowsePage';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Movies' };

export default async function Movies({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <BrowsePage kind="movie" searchParams={await searchParams} />;
}
