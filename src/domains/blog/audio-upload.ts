import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { config } from '@/config';
import { FFMPEG, ffprobe, run } from '@/domains/playback/tools';
import { ActionError } from '@/server/action-error';

// An audio post's sound from the studio: checked by ffprobe (a sound ffmpeg reads, of a sensible length), made into
// AAC in an .m4a (every browser plays it, the metadata stripped) and stored under /media/audio/blog with its
// content's hash in the name, so no cache anywhere holds an older sound under it.

export const AUDIO_MAX_BYTES = 100 * 1024 * 1024;
export const AUDIO_MAX_SECONDS = 3 * 60 * 60;
/** The longest a sound's conversion may take (six hours of sound took 22 s here). */
const TRANSCODE_LIMIT_MS = 10 * 60_000;

const AUDIO_CONTAINERS = new Set(['mp3', 'mov', 'mp4', 'm4a', 'wav', 'ogg', 'flac', 'aac', 'matroska', 'webm']);

/** An uploaded sound field: a file, not empty, not over the limit. */
export const audioFile = z
  .instanceof(File, { message: 'Choose a sound file.' })
  .refine((f) => f.size > 0, 'Choose a sound file.')
  .refine((f) => f.size <= AUDIO_MAX_BYTES, `Sound files up to ${AUDIO_MAX_BYTES / 1024 / 1024} MB.`);

/** Stores the sound as the post's audio; answers its /media path and length. Refuses what is not a usable sound. */
export async function storeAudio(bytes: Buffer, slug: string): Promise<{ src: string; durationSec: number }> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'streamit-audio-'));
  try {
    const input = path.join(work, 'upload');
    await fs.writeFile(input, bytes);
    const { info } = await ffprobe(input);
    // Containers of sound only: a playlist (HLS, concat) names other files, which ffmpeg would go and read.
    const container = info?.format?.format_name?.split(',') ?? [];
    if (!container.some((f) => AUDIO_CONTAINERS.has(f)) || !info?.streams?.some((s) => s.codec_type === 'audio'))
      throw new ActionError('That file is not a sound we can read: upload an MP3, M4A, WAV, OGG or FLAC file.', 400);
    const probed = Number(info.format?.duration ?? 0);
    if (!Number.isFinite(probed) || probed < 1) throw new ActionError('That sound is shorter than a second, or cut short.', 400);
    if (probed > AUDIO_MAX_SECONDS) throw new ActionError('A post’s sound is at most three hours long.', 400);
    const output = path.join(work, 'audio.m4a');
    // A header can lie about the length: ffmpeg stops a second past the limit, and the result is measured, not the
    // header; a transcode that runs long (a flood of frames) is stopped.
    const made = await run(
      FFMPEG,
      [
        ...['-y', '-v', 'error', '-protocol_whitelist', 'file', '-i', input, '-map', '0:a:0', '-vn', '-map_metadata', '-1'],
        ...['-t', String(AUDIO_MAX_SECONDS + 1), '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', output],
      ],
      { signal: AbortSignal.timeout(TRANSCODE_LIMIT_MS) },
    ).catch(() => ({ code: -1 }));
    if (made.code === -1) throw new ActionError('That sound took too long to convert: export it again, shorter, and upload it.', 400);
    if (made.code !== 0) throw new ActionError('That sound is damaged or cut short: export it again and upload it.', 400);
    const seconds = Number((await ffprobe(output)).info?.format?.duration ?? 0);
    if (!Number.isFinite(seconds) || seconds < 1) throw new ActionError('That sound is shorter than a second, or cut short.', 400);
    if (seconds > AUDIO_MAX_SECONDS) throw new ActionError('A post’s sound is at most three hours long.', 400);
    const m4a = await fs.readFile(output);
    const name = `${slug}-${createHash('sha256').update(m4a).digest('hex').slice(0, 12)}.m4a`;
    const dir = path.join(config.mediaDir, 'audio', 'blog');
    await fs.mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${name}.${randomUUID()}.tmp`);
    await fs.writeFile(tmp, m4a);
    await fs.rename(tmp, path.join(dir, name));
    return { src: `/media/audio/blog/${name}`, durationSec: Math.round(seconds) };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
