import type { Metadata } from 'next';
import { Watchlist } from '../_sections/watchlist';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
// The same list as /play-list (SPEC.md names both routes): that address is its canonical one.
export const metadata: Metadata = { title: 'Watchlist', robots: { index: false }, alternates: { canonical: '/play-list' } };

export default function Page() {
  return <Watchlist title="Watchlist" path="/watchlist-detail" />;
}
