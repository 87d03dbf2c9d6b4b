import type { Database } from './client';
import { seedBlog } from '@/domains/blog/demo/seed';
import { seedCatalogue } from '@/domains/catalogue/demo/seed';
import { seedDemoOperator } from '@/domains/identity/demo';
import { seedStarterContent } from '@/domains/pages/starter/seed';
import { seedShop } from '@/domains/shop/demo/seed';

/** The demo content: each domain seeds its own tables, once. */
export async function seedDemo(db: Database, mediaDir: string, options: { today?: Date; demoOperator?: boolean } = {}): Promise<void> {
  await seedStarter(db);
  await seedCatalogue(db, mediaDir, options);
  // After the catalogue: merchandise links to its titles.
  await seedShop(db, mediaDir, options);
  // Last: posts show cards of titles and products.
  await seedBlog(db, mediaDir, options);
  // Someone to run the studio from the browser (README: the first sign-in replaces the password). Not on a site with a
  // public address: a stranger could sign in with the published password before its operator does.
  if (options.demoOperator ?? true) await seedDemoOperator(db);
}

/** What every installation starts with, demo or not: the site's own pages and FAQ (the studio edits them). */
export async function seedStarter(db: Database): Promise<void> {
  await seedStarterContent(db);
}
