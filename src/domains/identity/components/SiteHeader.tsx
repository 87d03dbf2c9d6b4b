'use client';

import { Header } from '@/ui/Header';
import { SHOP_USER_MENU } from '@/ui/navigation';
import { UserMenu } from '@/ui/UserMenu';
import { loadViewer, useViewer } from '@/domains/identity/viewer-store';

/**
 * The site header with its personal part (account menu, watchlist count) filled in on the client: asked once the
 * app runs, on every page (before that, the first script's hint draws the account button: who-hint.ts).
 */
export function SiteHeader({ settings }: { settings?: React.ReactNode }) {
  const viewer = useViewer();
  return <Header viewer={viewer} checkViewer={() => loadViewer(true)} settings={settings} />;
}

/** The shop header's account menu, from the same viewer. */
export function ShopAccountMenu() {
  const viewer = useViewer();
  return <UserMenu viewer={viewer} checkViewer={() => loadViewer(true)} links={SHOP_USER_MENU} />;
}
