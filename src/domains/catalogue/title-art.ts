import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { sceneSvg, wrap, xml } from './demo/artwork';
import { TITLE_ART, type Art } from './demo/content/art';
import { titles } from './schema';

// What the catalogue lends other domains' demo seeds: how a demo title looks (its motif and palette, its scene drawn
// at any size) and which titles a seed's names refer to. Their own tables stay theirs to write.

export type { Art };
export { sceneSvg, wrap, xml };
export { portraitSvg } from './demo/artwork';

/** A demo title's art by its name; none for a title the demo catalogue does not have. */
export function demoTitleArt(name: string): Art | undefined {
  return TITLE_ART[name];
}

/** The ids of the titles with these names (a seed runs before the site's database is installed: `db` is given). */
export async function titleIdsByName(db: Executor, names: string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await db.select({ id: titles.id, name: titles.name }).from(titles).where(inArray(titles.name, names));
  return new Map(rows.map((t) => [t.name, t.id]));
}
