import type { Metadata } from 'next';
import { WatchlistPage } from '@/domains/identity/components/WatchlistPage';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Watchlist', robots: { index: false } };

export default function Page() {
  return <WatchlistPage title="Watchlist" path="/watchlist-detail" />;
}
