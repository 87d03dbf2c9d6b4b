import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { getTargetTitle } from '@/domains/catalogue/targets';
import { mediaAssets, playbackSources, type RenditionRecord } from './schema';
import { mediaStorage } from '@/server/storage';
import { cachedRead } from '@/server/cached';
import { playbackTags } from './tags';

export type PlaybackAsset = {
  id: string;
  /** Served only with a playback token (an 18+ title). */
  restricted: boolean;
  /** A demo preview, not the title's own video. */
  demo: boolean;
  /** A demo reel many titles share, until the title's own preview is made. */
  sharedReel: boolean;
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
      poster: mediaAssets.poster,
      renditions: mediaAssets.renditions,
      subtitles: mediaAssets.subtitles,
      restricted: mediaAssets.restricted,
      demo: mediaAssets.demo,
      titleId: mediaAssets.titleId,
      episodeId: mediaAssets.episodeId,
    })
    .from(playbackSources)
    .innerJoin(mediaAssets, eq(mediaAssets.id, playbackSources.assetId))
    .where(eq(playbackSources.target, target));
  if (!row) return null;
  // An 18+ title's video is 18+ even when it is a demo reel other titles share (those files stay public).
  const restricted = row.restricted || !!(await getTargetTitle(target))?.restricted;
  const storage = mediaStorage();
  const url = (file: string) => storage.url(`${row.prefix}/${file}`);
  return {
    id: row.id,
    restricted,
    demo: row.demo,
    sharedReel: row.demo && row.titleId === null && row.episodeId === null,
    durationSec: row.durationSec,
    master: url('master.m3u8'),
    poster: url(row.poster),
    thumbnails: url('thumbnails.vtt'),
    renditions: row.renditions,
    subtitles: row.subtitles.map((s) => ({ ...s, src: url(`subs/${s.language}.vtt`) })),
  };
}

/** getPlaybackAsset through the cache, for the pages every visitor shares (expired whenever what plays changes). */
export const cachedPlaybackAsset = cachedRead('playback-asset', getPlaybackAsset, ([target]) => [
  playbackTags.target(target),
  playbackTags.sources,
]);

/** For the targets given, how long the demo preview of its own that plays in place of each runs, in seconds. */
async function demoLengths(targets: string[]): Promise<Record<string, number>> {
  if (!targets.length) return {};
  const rows = await getDb()
    .select({ target: playbackSources.target, seconds: mediaAssets.durationSec })
    .from(playbackSources)
    .innerJoin(mediaAssets, eq(mediaAssets.id, playbackSources.assetId))
    // A target still on a shared reel is left out: it plays its own preview moments after someone opens it (the
    // reel's length said beside it would be wrong by then), and its watch page says what plays.
    .where(
      and(
        inArray(playbackSources.target, targets),
        eq(mediaAssets.demo, true),
        or(isNotNull(mediaAssets.titleId), isNotNull(mediaAssets.episodeId)),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.target, r.seconds]));
}

/** demoLengths through the cache, for a title page (expired when what plays for any of them changes). */
export const cachedDemoLengths = cachedRead('demo-lengths', demoLengths, ([targets]) => [
  ...targets.map(playbackTags.target),
  playbackTags.sources,
]);

/** The asset's URLs with a playback token in their path (relative URLs inside its playlists keep it). */
export function withToken(asset: PlaybackAsset, token: string): PlaybackAsset {
  const url = (u: string) => u.replace(/^\/media\//, `/media/p/${encodeURIComponent(token)}/`);
  return {
    ...asset,
    master: url(asset.master),
    poster: url(asset.poster),
    thumbnails: url(asset.thumbnails),
    subtitles: asset.subtitles.map((s) => ({ ...s, src: url(s.src) })),
  };
}

/**
 * What hls.js asks for first (it starts on the lowest rung): the master, that rung's playlist, its init segment and
 * first segment. The watch page preloads them; a title page warms them before Play is pressed.
 */
export function firstRequests(asset: PlaybackAsset): string[] {
  const lowest = asset.renditions[0]?.name;
  const base = asset.master.replace(/master\.m3u8$/, '');
  return [asset.master, ...(lowest ? [`${base}${lowest}/index.m3u8`, `${base}${lowest}/init_0.mp4`, `${base}${lowest}/seg_000.m4s`] : [])];
}
