import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { episodeIdsOfTitle } from '@/domains/catalogue/targets';
import { mediaAssets } from './schema';

// A title's 18+ flag reaches its own video files (the demo reels many titles share keep theirs; the watch page
// asks the title too): an 18+ title's files are served only with a playback token (gate.ts).

/** Marks the title's own videos (its own, or its episodes', demo previews included) as 18+ or not; answers how many. */
export async function restrictTitleMedia(tx: Executor, titleId: number, restricted: boolean): Promise<number> {
  const itsEpisodes = await episodeIdsOfTitle(tx, titleId);
  const rows = await tx
    .update(mediaAssets)
    .set({ restricted })
    .where(
      itsEpisodes.length
        ? or(eq(mediaAssets.titleId, titleId), inArray(mediaAssets.episodeId, itsEpisodes))
        : eq(mediaAssets.titleId, titleId),
    )
    .returning({ id: mediaAssets.id });
  return rows.length;
}
