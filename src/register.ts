import { updateTitleDetails } from '@/domains/catalogue/actions';
import { setPersonRole } from '@/domains/identity/actions';
import { registerIdentity } from '@/domains/identity/register';
import { registerLibrary } from '@/domains/library/register';
import { registerPages } from '@/domains/pages/register';
import { registerPlayback } from '@/domains/playback/register';
import { changeShopOrder, listShopOrders, setProductStock } from '@/domains/shop/actions';
import { registerShop } from '@/domains/shop/register';
import type { Action } from '@/server/action';

// The composition root: every domain's plug-ins (job kinds, what a guest owns, the viewer resolver) put into the
// shared registries, which server/, jobs/ and the identity domain read without importing the domains. Called by
// server.ts, worker.ts, the CLI, the test helpers, and by the routes that walk a registry in Next's own bundle.
// Registering twice replaces entries by name.

export function registerDomains(): void {
  registerIdentity();
  registerLibrary();
  registerPlayback();
  registerShop();
  registerPages();
}

/** The operator's actions the CLI may run inside a running server (its control endpoint), by name. */
export const operatorActions: Record<string, Action<unknown>> = {
  updateTitleDetails,
  setPersonRole,
  listShopOrders,
  changeShopOrder,
  setProductStock,
};
