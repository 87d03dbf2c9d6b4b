import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { fillDays } from '@/lib/days';
import { identities } from './schema';

// Sign-ups per day for the studio's dashboard: people who signed in for the first time (their identity was made).

export async function signUpsPerDay(days = 14): Promise<{ day: string; count: number }[]> {
  const rows = await getDb()
    .select({ day: sql<string>`to_char(date_trunc('day', ${identities.createdAt}), 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
    .from(identities)
    .where(and(eq(identities.kind, 'user'), sql`${identities.createdAt} >= date_trunc('day', now()) - make_interval(days => ${days - 1})`))
    .groupBy(sql`1`);
  return fillDays(rows, days);
}
