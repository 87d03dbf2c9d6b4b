import type { Metadata } from 'next';
import { CollectionPage } from '@/domains/library/components/CollectionsPage';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Collection', robots: { index: false } };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const [{ id }, { q }] = await Promise.all([params, searchParams]);
  return <CollectionPage id={id} q={typeof q === 'string' ? q : undefined} />;
}
