import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { fillDays } from '@/lib/days';
import { watchProgress } from './schema';

// Watching, per day, for the studio's dashboard: how many titles and episodes viewers played on each of the last
// days (by the day of their last saved position: a title watched again today counts today).

export async function watchedPerDay(days = 14): Promise<{ day: string; count: number }[]> {
  const rows = await getDb()
    .select({ day: sql<string>`to_char(date_trunc('day', ${watchProgress.updatedAt}), 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
    .from(watchProgress)
    .where(sql`${watchProgress.updatedAt} >= date_trunc('day', now()) - make_interval(days => ${days - 1})`)
    .groupBy(sql`1`);
  return fillDays(rows, days);
}
