// Display helpers shared by catalogue queries and components.

/** SPEC.md's movieTime, e.g. '2hr: 12mins'. */
export function movieTime(minutes: number | null | undefined): string {
  if (!minutes) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}hr: ${m}mins` : `${m}mins`;
}

/** A runtime as people write it: "1 min", "45 min", "2 h", "2 h 1 min"; empty when unknown. */
export function runtimeText(minutes: number | null | undefined): string {
  if (!minutes) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h && `${h} h`, m && `${m} min`].filter(Boolean).join(' ');
}

/** A clip's length: "20 s", "1 min 30 s". */
export function clipLength(seconds: number): string {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : [`${Math.floor(s / 60)} min`, s % 60 && `${s % 60} s`].filter(Boolean).join(' ');
}

/** SPEC.md's birthday string: dd-mm-yyyy, or empty. */
export function birthdayText(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.split('-');
  return `${d}-${m}-${y}`;
}

/** A birthday as a page says it, with the age it gives today: "30 January 2001 (age 25)"; empty when unknown. */
export function birthdayWithAge(isoDate: string | null | undefined, today = new Date()): string {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const had = today.getUTCMonth() + 1 > m || (today.getUTCMonth() + 1 === m && today.getUTCDate() >= d);
  return `${date} (age ${today.getUTCFullYear() - y - (had ? 0 : 1)})`;
}

export const KIND_PATH = { movie: '/movies', 'tv-show': '/tv-shows', video: '/videos' } as const;
export type TitleKind = keyof typeof KIND_PATH;
/** "Movie", "TV show", "Video": a title's kind on its badge. */
export const KIND_LABEL: Record<TitleKind, string> = { movie: 'Movie', 'tv-show': 'TV show', video: 'Video' };
/** "Movies", "TV Shows", "Videos": a kind's listing, heading and breadcrumb. */
export const KIND_PLURAL: Record<TitleKind, string> = { movie: 'Movies', 'tv-show': 'TV Shows', video: 'Videos' };

/** "1 title", "2 titles", "0 results". */
export function countLabel(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "12 Mar 2026" from an ISO date, the same on server and client (UTC, fixed locale). */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
