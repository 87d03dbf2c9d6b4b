import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { mediaAssets, playbackSources, type RenditionRecord } from './schema';
import { mediaStorage } from './storage';

export type PlaybackAsset = {
  id: string;
  durationSec: number;
  master: string;
  poster: string;
  thumbnails: string;
  renditions: RenditionRecord[];
  subtitles: { language: string; name: string; src: string }[];
};

/** What plays for a target ('title:<id>', 'episode:<id>'), with the URLs a browser loads it from; null when nothing. */
export async function getPlaybackAsset(target: string): Promise<PlaybackAsset | null> {
  const [row] = await getDb()
    .select({
      id: mediaAssets.id,
      prefix: mediaAssets.prefix,
      durationSec: mediaAssets.durationSec,
      renditions: mediaAssets.renditions,
      subtitles: mediaAssets.subtitles,
    })
    .from(playbackSources)
    .innerJoin(mediaAssets, eq(mediaAssets.id, playbackSources.assetId))
    .where(eq(playbackSources.target, target));
  if (!row) return null;
  const storage = mediaStorage();
  const url = (file: string) => storage.url(`${row.prefix}/${file}`);
  return {
    id: row.id,
    durationSec: row.durationSec,
    master: url('master.m3u8'),
    poster: url('poster.jpg'),
    thumbnails: url('thumbnails.vtt'),
    renditions: row.renditions,
    subtitles: row.subtitles.map((s) => ({ ...s, src: url(`subs/${s.language}.vtt`) })),
  };
}
