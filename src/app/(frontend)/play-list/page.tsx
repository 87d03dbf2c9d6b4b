import type { Metadata } from 'next';
import { Watchlist } from '../_sections/watchlist';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Watchlist', robots: { index: false } };

export default function Page() {
  return <Watchlist title="Watchlist" path="/play-list" />;
}
