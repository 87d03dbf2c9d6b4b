import fs from 'node:fs/promises';
import path from 'node:path';
import { ffprobe } from './tools';

// ffprobe looks at a source before anything is made from it: a file that is not video, is truncated or has no
// video stream is refused with a message that names the problem.

export type SourceInfo = { durationSec: number; width: number; height: number; fps: number; hasAudio: boolean; videoCodec: string };

export class UnusableSource extends Error {}

function rate(value: string | undefined): number {
  const [n, d] = (value ?? '').split('/').map(Number);
  return n && d ? n / d : 0;
}

/** `name` is how messages call the file (an upload's own name rather than its stored one). */
export async function probeSource(file: string, name = path.basename(file)): Promise<SourceInfo> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new UnusableSource(`${name}: no such file.`);
  if (stat.size === 0) throw new UnusableSource(`${name} is empty.`);
  const { code, info, stderr } = await ffprobe(file);
  const reason = stderr.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !info) {
    if (/moov atom not found|Invalid data found when processing input/.test(stderr) && /\.(mp4|mov|m4v)$/i.test(name))
      throw new UnusableSource(`${name} is truncated or damaged (${reason.replace(/^.*?: /, '')}).`);
    throw new UnusableSource(`${name} is not a video file ffmpeg can read (${reason.replace(/^.*?: /, '') || 'unknown format'}).`);
  }
  // A playlist names other files (local or remote) that ffmpeg would go and read: only a video file itself is taken.
  if (/(^|,)(hls|concat|ffconcat|dash)(,|$)/.test(info.format?.format_name ?? ''))
    throw new UnusableSource(`${name} is a playlist, not a video file: upload the video itself.`);
  const video = info.streams?.find((s) => s.codec_type === 'video' && s.codec_name !== 'mjpeg' && s.codec_name !== 'png');
  if (!video) throw new UnusableSource(`${name} has no video stream.`);
  const durationSec = Number(info.format?.duration ?? 0);
  if (!Number.isFinite(durationSec) || durationSec <= 0) throw new UnusableSource(`${name} is truncated: it has no duration.`);
  if (!video.width || !video.height) throw new UnusableSource(`${name}: the video stream has no picture size.`);
  return {
    durationSec,
    width: video.width,
    height: video.height,
    fps: Math.round((rate(video.avg_frame_rate) || rate(video.r_frame_rate) || 30) * 1000) / 1000,
    hasAudio: !!info.streams?.some((s) => s.codec_type === 'audio'),
    videoCodec: video.codec_name ?? '',
  };
}
