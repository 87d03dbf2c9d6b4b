'use client';

import { Header } from '@/ui/Header';
import { loadViewer, useViewer } from '@/domains/identity/viewer-store';

/** The site header with its personal part (account menu, watchlist count) filled in on the client. */
export function SiteHeader() {
  const viewer = useViewer({ load: false });
  return <Header viewer={viewer} checkViewer={() => loadViewer(true)} />;
}
