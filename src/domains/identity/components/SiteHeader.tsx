'use client';

import { useEffect } from 'react';
import { Header } from '@/ui/Header';
import { WHO_COOKIE } from '@/lib/identity-cookies';
import { SHOP_USER_MENU } from '@/ui/navigation';
import { UserMenu } from '@/ui/UserMenu';
import { loadViewer, useViewer } from '@/domains/identity/viewer-store';

/**
 * Asks who is here once the app runs when the first script's hint says someone is signed in (who-hint.ts), so the
 * menu is theirs on every page; a visitor's pages ask nothing until a card or the menu needs it.
 */
function useSignedInViewer() {
  const viewer = useViewer({ load: false });
  useEffect(() => {
    if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${WHO_COOKIE}=`))) void loadViewer();
  }, []);
  return viewer;
}

/** The site header with its personal part (account menu, watchlist count) filled in on the client. */
export function SiteHeader({ settings }: { settings?: React.ReactNode }) {
  const viewer = useSignedInViewer();
  return <Header viewer={viewer} checkViewer={() => loadViewer(true)} settings={settings} />;
}

/** The shop header's account menu, from the same viewer. */
export function ShopAccountMenu() {
  const viewer = useSignedInViewer();
  return <UserMenu viewer={viewer} checkViewer={() => loadViewer(true)} links={SHOP_USER_MENU} />;
}
