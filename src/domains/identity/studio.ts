import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { fillDays } from '@/lib/days';
import { users } from './issuer/schema';
import { identities, sessions } from './schema';

// The studio's reads of people: sign-ups per day for the dashboard (people who signed in for the first time), and
// the people list and a person's page (operators only: the studio's pages check the viewer first).

export async function signUpsPerDay(days = 14): Promise<{ day: string; count: number }[]> {
  const rows = await getDb()
    .select({ day: sql<string>`to_char(date_trunc('day', ${identities.createdAt}), 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
    .from(identities)
    .where(and(eq(identities.kind, 'user'), sql`${identities.createdAt} >= date_trunc('day', now()) - make_interval(days => ${days - 1})`))
    .groupBy(sql`1`);
  return fillDays(rows, days);
}

export const PEOPLE_PAGE_SIZE = 25;

/** People (signed-in identities, any issuer) by e-mail or name, newest first, with their account's state at the embedded provider. */
export async function studioPeople(q: string, page: number) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(identities.kind, 'user'),
    q ? sql`(${identities.email} ilike ${like} or ${identities.name} ilike ${like})` : undefined,
  );
  const db = getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: identities.id,
        email: identities.email,
        name: identities.name,
        role: identities.role,
        issuer: identities.issuer,
        createdAt: identities.createdAt,
        disabledAt: users.disabledAt,
        twoStep: sql<boolean>`${users.totpEnabledAt} is not null`,
      })
      .from(identities)
      .leftJoin(users, and(eq(identities.issuer, 'local'), sql`${users.id}::text = ${identities.subject}`))
      .where(where)
      .orderBy(desc(identities.createdAt), desc(identities.id))
      .limit(PEOPLE_PAGE_SIZE)
      .offset((page - 1) * PEOPLE_PAGE_SIZE),
    db.select({ total: count() }).from(identities).where(where),
  ]);
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE)) };
}

/** One person, with their sessions on the site (newest use first); undefined for no such person. */
export async function studioPerson(id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const db = getDb();
  const [person] = await db
    .select({
      id: identities.id,
      email: identities.email,
      name: identities.name,
      role: identities.role,
      issuer: identities.issuer,
      subject: identities.subject,
      createdAt: identities.createdAt,
      disabledAt: users.disabledAt,
      twoStep: sql<boolean>`${users.totpEnabledAt} is not null`,
    })
    .from(identities)
    .leftJoin(users, and(eq(identities.issuer, 'local'), sql`${users.id}::text = ${identities.subject}`))
    .where(and(eq(identities.id, id), eq(identities.kind, 'user')));
  if (!person) return undefined;
  const active = await db
    .select({ userAgent: sessions.userAgent, lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.identityId, id), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(20);
  return { ...person, local: person.issuer === 'local', sessions: active };
}
