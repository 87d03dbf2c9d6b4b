import { BrowsePage } from '../../../domains/catalogue/components/BrowsePage';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Videos' };

export default async function Videos({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <BrowsePage kind="video" searchParams={await searchParams} />;
}
