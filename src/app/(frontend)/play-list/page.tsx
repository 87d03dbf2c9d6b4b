import type { Metadata } from 'next';
import { Watchlist } from '../_sections/watchlist';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Play List', robots: { index: false } };

export default function Page() {
  return <Watchlist title="Play List" path="/play-list" />;
}
