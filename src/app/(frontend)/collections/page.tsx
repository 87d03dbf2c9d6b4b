import type { Metadata } from 'next';
import { CollectionsPage } from '@/domains/library/components/CollectionsPage';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Collections', robots: { index: false } };

export default function Page() {
  return <CollectionsPage />;
}
