import '@/domains/blog/studio-actions';
import '@/domains/catalogue/studio-actions';
import '@/domains/catalogue/studio-cast-actions';
import '@/domains/catalogue/studio-episode-actions';
import '@/domains/identity/studio-actions';
import '@/domains/pages/studio-actions';
import '@/domains/shop/studio-actions';
import { registerBlog } from '@/domains/blog/register';
import { registerCatalogue } from '@/domains/catalogue/register';
import { registerIdentity } from '@/domains/identity/register';
import { registerLibrary } from '@/domains/library/register';
import { registerPages } from '@/domains/pages/register';
import { registerPlayback } from '@/domains/playback/register';
import { registerShop } from '@/domains/shop/register';
import { operatorActions as definedOperatorActions, type Action } from '@/server/action';

// The composition root: every domain's plug-ins (job kinds, what a guest owns, the viewer resolver) put into the
// shared registries, which server/, jobs/ and the identity domain read without importing the domains. Called by
// server.ts, worker.ts, the CLI, the test helpers, and by the routes that walk a registry in Next's own bundle.
// Registering twice replaces entries by name.

export function registerDomains(): void {
  registerCatalogue();
  registerBlog();
  registerIdentity();
  registerLibrary();
  registerPlayback();
  registerShop();
  registerPages();
}

/**
 * The operator's actions (every defineOperatorAction of the modules imported above), by name: the CLI runs them inside a
 * running server through its control endpoint, the refusal tests try each one as a member and as a guest.
 */
export function operatorActions(): Record<string, Action<unknown>> {
  return definedOperatorActions();
}
