import { asc, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { contactMessages, faqEntries, newsletterSubscribers, plans, sitePages, type ContactStatus } from './schema';

// The studio's reads of the site's pages: every page, FAQ entry and plan (hidden ones too), the contact inbox and the
// newsletter list, uncached, for operators only.

export async function studioSitePages() {
  return getDb()
    .select({ slug: sitePages.slug, title: sitePages.title, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .orderBy(asc(sitePages.slug));
}

export async function studioSitePage(slug: string) {
  const [row] = await getDb().select().from(sitePages).where(eq(sitePages.slug, slug));
  return row;
}

export async function studioFaq() {
  return getDb().select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
}

export async function studioPlans() {
  return getDb().select().from(plans).orderBy(asc(plans.position), asc(plans.id));
}

export const INBOX_PAGE = 25;
export const CONTACT_STATUSES: ContactStatus[] = ['new', 'answered', 'spam'];

/** A page of the contact inbox, newest first, of one status. */
export async function studioInbox(status: ContactStatus, page: number) {
  const db = getDb();
  const where = eq(contactMessages.status, status);
  const [rows, [{ total } = { total: 0 }], counts] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE)
      .offset((page - 1) * INBOX_PAGE),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ status: contactMessages.status, n: count() }).from(contactMessages).groupBy(contactMessages.status),
  ]);
  return {
    rows,
    total,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE)),
    counts: Object.fromEntries(CONTACT_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as Record<
      ContactStatus,
      number
    >,
  };
}

/** How many addresses are on the newsletter's list, by status. */
export async function newsletterCounts() {
  const rows = await getDb()
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  return { pending: 0, confirmed: 0, unsubscribed: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
}

/** The confirmed subscribers (the only ones who may be mailed), oldest first, for the CSV export. */
export async function confirmedSubscribers() {
  return getDb()
    .select({
      email: newsletterSubscribers.email,
      source: newsletterSubscribers.source,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email));
}
