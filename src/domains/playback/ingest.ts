import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { findPlayableTarget } from '@/domains/catalogue/targets';
import type { Rung } from './ladder';
import { checkSubtitles, languageName, packageHls, type Packaged, type Subtitle } from './package';
import { probeSource, UnusableSource } from './probe';
import { mediaAssets, playbackSources } from './schema';
import type { MediaStorage } from '@/server/storage';
import { expireTags } from '@/server/cached';
import { playbackTags } from './tags';
import { formatTarget } from '@/domains/catalogue/playback-target';

// Ingest: a file becomes what plays for a title or an episode. Checked first (ffprobe), packaged into a staging
// folder, moved into storage, then published by one database transaction pointing the target at the new asset.
// Nothing half-made is ever visible: any failure removes the staging folder and leaves the old asset playing.

export type IngestRequest = {
  file: string;
  /** The file's name as its owner knows it, for messages (an upload is stored under an id). */
  name?: string;
  slug: string;
  season?: number;
  episode?: number;
  rungs?: Rung[];
  subtitles?: Subtitle[];
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  /** Called with the asset the new one replaced (the caller decides when its files go). */
  onReplaced?: (assetId: string) => Promise<void>;
};
export type Ingested = Packaged & { assetId: string; prefix: string; label: string };

export class IngestRefused extends Error {}

export async function ingestFile(storage: MediaStorage, stagingRoot: string, request: IngestRequest): Promise<Ingested> {
  const target = await findPlayableTarget(request.slug, request.season, request.episode);
  if ('error' in target) throw new IngestRefused(target.error);
  const subtitleProblem = await checkSubtitles(request.subtitles ?? []);
  if (subtitleProblem) throw new IngestRefused(subtitleProblem);
  let info;
  try {
    info = await probeSource(request.file, request.name);
  } catch (error) {
    if (error instanceof UnusableSource) throw new IngestRefused(error.message);
    throw error;
  }
  const assetId = randomUUID();
  const staging = path.join(stagingRoot, assetId);
  const prefix = `videos/${assetId}`;
  let published = false;
  try {
    const packaged = await packageHls({
      source: request.file,
      outDir: staging,
      info,
      rungs: request.rungs,
      onProgress: request.onProgress,
      signal: request.signal,
    });
    await storage.publishFolder(staging, prefix);
    published = true;
    const key = formatTarget(target.episodeId ? { kind: 'episode', id: target.episodeId } : { kind: 'title', id: target.titleId });
    const replaced = await getDb().transaction(async (tx) => {
      const [previous] = await tx
        .select({ assetId: playbackSources.assetId })
        .from(playbackSources)
        .where(eq(playbackSources.target, key))
        .for('update');
      await tx.insert(mediaAssets).values({
        id: assetId,
        titleId: target.titleId,
        episodeId: target.episodeId,
        prefix,
        label: target.label,
        restricted: target.restricted,
        durationSec: packaged.durationSec,
        poster: packaged.poster,
        subtitles: (request.subtitles ?? []).map((s) => ({ language: s.language, name: languageName(s.language) })),
        renditions: packaged.renditions.map(({ name, width, height, bandwidth, averageBandwidth, codecs }) => ({
          name,
          width,
          height,
          bandwidth,
          averageBandwidth,
          codecs,
        })),
      });
      await tx
        .insert(playbackSources)
        .values({ target: key, assetId })
        .onConflictDoUpdate({ target: playbackSources.target, set: { assetId, updatedAt: sql`now()` } });
      return previous?.assetId;
    });
    // The video it replaced goes once nothing points at it, after a grace period (someone may be watching it).
    if (replaced) await request.onReplaced?.(replaced);
    // The visitors' cached watch page shows the new video on its next request.
    await expireTags([playbackTags.target(key)]);
    return { ...packaged, assetId, prefix, label: target.label };
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    if (published) await storage.remove(prefix).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes a replaced asset's files and record if nothing plays it any more (no title, episode or demo share points at
 * it); answers whether it went. A shared demo reel is never removed here.
 */
export async function removeUnusedAsset(storage: MediaStorage, assetId: string): Promise<boolean> {
  const db = getDb();
  const [asset] = await db
    .select({ prefix: mediaAssets.prefix, titleId: mediaAssets.titleId })
    .from(mediaAssets)
    .where(eq(mediaAssets.id, assetId));
  if (!asset || asset.titleId === null) return false;
  const [used] = await db
    .select({ target: playbackSources.target })
    .from(playbackSources)
    .where(eq(playbackSources.assetId, assetId))
    .limit(1);
  if (used) return false;
  await db.delete(mediaAssets).where(eq(mediaAssets.id, assetId));
  await storage.remove(asset.prefix);
  return true;
}
