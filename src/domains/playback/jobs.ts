import path from 'node:path';
import { z } from 'zod';
import { config } from '@/config';
import type { JobDefinition } from '@/jobs/queue';
import { getQueue } from '@/jobs/queue';
import { makeDemoMedia, makeDemoPreviews } from './demo';
import { ingestFile, IngestRefused, removeUnusedAsset } from './ingest';
import { mediaStorage } from '@/server/storage';
import { removeUpload } from './upload-files';

// The playback domain's background jobs: ingest a file (queued by the CLI through the running server), and make
// the demo video (the shared reels, then each demo title's own preview).

export const ingestRequest = z.object({
  file: z
    .string()
    .min(1)
    .refine((f) => path.isAbsolute(f), 'the file is named by an absolute path'),
  name: z.string().max(255).optional(),
  slug: z.string().min(1).max(200),
  season: z.number().int().positive().optional(),
  episode: z.number().int().positive().optional(),
  subtitles: z
    .array(z.object({ language: z.string().min(1).max(35), file: z.string().min(1) }))
    .max(40)
    .default([]),
  /** A studio upload's id: its file is removed once ingested or refused. */
  upload: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});
export type IngestJob = z.infer<typeof ingestRequest>;

/** What an ingest job answers: the published master and its renditions, or why the file was refused. */
export type IngestOutcome =
  | {
      label: string;
      durationSec: number;
      url: string;
      subtitles: string[];
      renditions: { name: string; width: number; height: number; averageBandwidth: number; codecs: string; segments: number }[];
    }
  | { refused: string };

export async function runIngest(job: IngestJob, { progress, signal }: { progress?: (share: number) => void; signal?: AbortSignal } = {}) {
  const storage = mediaStorage();
  try {
    const done = await ingestFile(storage, path.join(config.mediaDir, 'staging'), {
      file: job.file,
      name: job.name,
      slug: job.slug,
      season: job.season,
      episode: job.episode,
      subtitles: job.subtitles,
      onProgress: progress,
      signal,
      onReplaced: async (replaced) => {
        await getQueue()?.send(ASSET_CLEANUP_QUEUE, { assetId: replaced }, { startAfter: REPLACED_GRACE_SECONDS });
      },
    });
    return {
      label: done.label,
      durationSec: done.durationSec,
      url: storage.url(`${done.prefix}/${done.master}`),
      subtitles: job.subtitles.map((s) => s.language),
      renditions: done.renditions.map(({ name, width, height, averageBandwidth, codecs, segments }) => ({
        name,
        width,
        height,
        averageBandwidth,
        codecs,
        segments,
      })),
    } satisfies IngestOutcome;
  } catch (error) {
    // A refusal is an answer, not a failure to retry.
    if (error instanceof IngestRefused) return { refused: error.message } satisfies IngestOutcome;
    throw error;
  } finally {
    // An upload is done with once packaged (or refused): the source is not kept. A failure keeps it for the retry.
    if (job.upload && !signal?.aborted) await removeUpload(job.upload).catch(() => undefined);
  }
}

export const INGEST_QUEUE = 'ingest';

export const ingestJob: JobDefinition<IngestJob> = {
  name: INGEST_QUEUE,
  parse: (data) => ingestRequest.parse(data),
  describe: (job) => `${job.name ?? path.basename(job.file)} → ${job.slug}${job.season ? ` S${job.season}E${job.episode}` : ''}`,
  run: (job, ctx) => runIngest(job, { progress: ctx.progress, signal: ctx.signal }),
  retryLimit: 2,
};

export const ASSET_CLEANUP_QUEUE = 'asset-cleanup';
/** How long a replaced video stays playable for those watching it when it was replaced. */
export const REPLACED_GRACE_SECONDS = 3600;

/** A replaced video's files, removed once nothing points at it. */
export const assetCleanupJob: JobDefinition<{ assetId: string }> = {
  name: ASSET_CLEANUP_QUEUE,
  parse: (data) => z.object({ assetId: z.string().uuid() }).parse(data),
  describe: (job) => job.assetId,
  run: async ({ assetId }) => ({ removed: await removeUnusedAsset(mediaStorage(), assetId) }),
  retryLimit: 3,
};

export const DEMO_QUEUE = 'demo-media';
export const DEMO_PREVIEW_QUEUE = 'demo-previews';

/** Queues the demo previews (once: a queued or running one is not doubled). */
export async function queueDemoPreviews(): Promise<void> {
  if (config.DEMO_PREVIEWS) await getQueue()?.send(DEMO_PREVIEW_QUEUE, {}, { singletonKey: DEMO_PREVIEW_QUEUE });
}

/** The demo clips, made (or taken from the cache) and shared out to demo titles with nothing to play; then the previews. */
export const demoMediaJob: JobDefinition<Record<string, never>> = {
  name: DEMO_QUEUE,
  parse: () => ({}),
  describe: () => 'demo clips',
  policy: 'stately', // every app process that starts on a new database asks for them
  run: async (_data, ctx) => {
    const done = await makeDemoMedia({ storage: mediaStorage(), cacheDir: config.demoClipDir, progress: ctx.progress, signal: ctx.signal });
    await queueDemoPreviews();
    return done;
  },
  retryLimit: 3,
};

/** Each demo movie and episode's own preview, after the reels (which every title plays meanwhile). */
export const demoPreviewJob: JobDefinition<Record<string, never>> = {
  name: DEMO_PREVIEW_QUEUE,
  parse: () => ({}),
  describe: () => 'demo previews',
  policy: 'stately',
  run: async (_data, ctx) =>
    makeDemoPreviews({ storage: mediaStorage(), cacheDir: config.demoClipDir, progress: ctx.progress, signal: ctx.signal }),
  retryLimit: 3,
};

/** Every job this domain runs, for the server and workers to register. */
export const playbackJobs: JobDefinition<unknown>[] = [ingestJob, assetCleanupJob, demoMediaJob, demoPreviewJob];
