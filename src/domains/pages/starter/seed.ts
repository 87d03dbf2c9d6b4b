import type { Database } from '@/db/client';
import { faqEntries, sitePages } from '../schema';
import { STARTER_FAQ } from './faq';
import { STARTER_PAGES } from './pages';

/** The pages and FAQ a new installation starts with, written once: the studio's edits are never overwritten. */
export async function seedStarterContent(db: Database): Promise<void> {
  await db.insert(sitePages).values(STARTER_PAGES).onConflictDoNothing();
  if ((await db.$count(faqEntries)) === 0)
    await db.insert(faqEntries).values(STARTER_FAQ.map((entry, position) => ({ ...entry, position })));
}
