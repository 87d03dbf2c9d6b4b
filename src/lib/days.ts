// Figures per day for charts: a count for each of the last days, none missing.

/** Every one of the last `days` days (oldest first), with 0 where nothing happened. */
export function fillDays(rows: { day: string; count: number }[], days: number, today = new Date()): { day: string; count: number }[] {
  const found = new Map(rows.map((r) => [r.day, r.count]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1 - i)))
      .toISOString()
      .slice(0, 10);
    return { day, count: found.get(day) ?? 0 };
  });
}
