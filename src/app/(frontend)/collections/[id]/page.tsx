import type { Metadata } from 'next';
import { CollectionPage } from '@/domains/library/components/CollectionsPage';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Collection', robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <CollectionPage id={(await params).id} />;
}
