import { BrowsePage } from '../../../domains/catalogue/components/BrowsePage';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'TV Shows' };

export default async function TvShows({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <BrowsePage kind="tv-show" searchParams={await searchParams} />;
}
