import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ladderFor, widthFor, type Rung } from './ladder';
import type { SourceInfo } from './probe';
import { FFMPEG, run } from './tools';

// Packages a source into HLS with fMP4 (CMAF) segments: every rung of the ladder in one ffmpeg run (one decode),
// H.264 + AAC, a keyframe every 2 s in every rendition (so they switch cleanly), 2 s segments, then a master
// playlist with BANDWIDTH, AVERAGE-BANDWIDTH, RESOLUTION, FRAME-RATE and CODECS, and a poster frame.

export const SEGMENT_SECONDS = 2;

export type Rendition = {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  playlist: string;
  segments: number;
};
/** The poster's file name in an asset packaged now (assets packaged before WebP keep their poster.jpg). */
export const POSTER = 'poster.webp';

/** The poster file a packaged folder holds. */
export function posterIn(folder: string): string {
  return existsSync(path.join(folder, POSTER)) ? POSTER : 'poster.jpg';
}

export type Packaged = { master: string; poster: string; thumbnails: string; durationSec: number; renditions: Rendition[] };

/** Trickplay: a thumbnail every few seconds (at most 500 of them), 160 px wide, 10 x 10 to a sprite. */
const THUMB_WIDTH = 160;
const SPRITE_GRID = 10;

const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

/** The WebVTT thumbnail track for sprites made with `tile`: each cue names its sprite and the tile in it. */
export function thumbnailTrack(durationSec: number, interval: number, thumb: { width: number; height: number }): string {
  const count = Math.max(1, Math.ceil(durationSec / interval));
  const cues = ['WEBVTT', ''];
  for (let i = 0; i < count; i++) {
    const sprite = Math.floor(i / (SPRITE_GRID * SPRITE_GRID)) + 1;
    const x = (i % SPRITE_GRID) * thumb.width;
    const y = Math.floor((i % (SPRITE_GRID * SPRITE_GRID)) / SPRITE_GRID) * thumb.height;
    cues.push(`${vttTime(i * interval)} --> ${vttTime(Math.min((i + 1) * interval, durationSec))}`);
    cues.push(`thumbs/sprite_${String(sprite).padStart(3, '0')}.jpg#xywh=${x},${y},${thumb.width},${thumb.height}`, '');
  }
  return cues.join('\n');
}

export type PackageOptions = {
  source: string;
  /** An empty folder of its own (a staging folder: published only when all is written). */
  outDir: string;
  info: SourceInfo;
  rungs?: Rung[];
  /** WebVTT subtitle files by language (BCP 47, e.g. en, pt-BR). */
  subtitles?: Subtitle[];
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  /** x264's preset, when not the configured TRANSCODE_PRESET (the demo previews' slideshows take ultrafast). */
  preset?: string;
};

export type Subtitle = { language: string; file: string };

const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** Subtitles checked before any work: a language tag and a WebVTT file each, languages once. */
export async function checkSubtitles(subtitles: Subtitle[]): Promise<string | null> {
  const seen = new Set<string>();
  for (const { language, file } of subtitles) {
    if (!LANGUAGE.test(language)) return `"${language}" is not a language tag (use e.g. en or pt-BR).`;
    if (seen.has(language.toLowerCase())) return `Two subtitle files for ${language}.`;
    seen.add(language.toLowerCase());
    const head = await fs.readFile(file, 'utf8').catch(() => null);
    if (head === null) return `${path.basename(file)}: no such subtitle file.`;
    if (!/^\uFEFF?WEBVTT(\s|$)/.test(head)) return `${path.basename(file)} is not a WebVTT file (it must start with WEBVTT).`;
  }
  return null;
}

export const languageName = (tag: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;

/** Each subtitle as an HLS subtitle rendition: the .vtt and a one-cue-file media playlist beside it. */
async function writeSubtitles(outDir: string, subtitles: Subtitle[], durationSec: number): Promise<string[]> {
  if (!subtitles.length) return [];
  await fs.mkdir(path.join(outDir, 'subs'));
  const lines: string[] = [];
  for (const [i, { language, file }] of subtitles.entries()) {
    await fs.copyFile(file, path.join(outDir, 'subs', `${language}.vtt`));
    const duration = Math.ceil(durationSec);
    await fs.writeFile(
      path.join(outDir, 'subs', `${language}.m3u8`),
      `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:${duration}\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:${durationSec.toFixed(3)},\n${language}.vtt\n#EXT-X-ENDLIST\n`,
    );
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${languageName(language)}",LANGUAGE="${language}",DEFAULT=NO,AUTOSELECT=${i === 0 ? 'YES' : 'NO'},URI="subs/${language}.m3u8"`,
    );
  }
  return lines;
}

function ffmpegArgs({
  source,
  outDir,
  info,
  rungs,
  preset,
}: Required<Pick<PackageOptions, 'source' | 'outDir' | 'info' | 'rungs'>> & { preset: string }) {
  const gop = Math.max(1, Math.round(info.fps * SEGMENT_SECONDS));
  const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[v${i}]`).join('')};${rungs
    .map((r, i) => `[v${i}]scale=${widthFor(r.height, info)}:${r.height}:flags=bicubic,setsar=1,format=yuv420p[o${i}]`)
    .join(';')}`;
  // A source without sound gets silence, so that every rendition has the same tracks.
  const audioInput = info.hasAudio
    ? []
    : ['-f', 'lavfi', '-t', String(info.durationSec), '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000'];
  const audio = info.hasAudio ? '0:a:0' : '1:a:0';
  return [
    '-hide_banner',
    '-nostats',
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    ...audioInput,
    '-filter_complex',
    split,
    ...rungs.flatMap((_, i) => ['-map', `[o${i}]`]),
    ...rungs.flatMap(() => ['-map', audio]),
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    preset,
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...rungs.flatMap((r, i) => [
      `-b:v:${i}`,
      `${r.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(r.videoKbps * 1.1)}k`,
      `-bufsize:v:${i}`,
      `${r.videoKbps * 2}k`,
      `-b:a:${i}`,
      `${r.audioKbps}k`,
    ]),
    '-c:a',
    'aac',
    '-ac',
    '2',
    '-ar',
    '48000',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_flags',
    'independent_segments',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    path.join(outDir, '%v', 'seg_%03d.m4s'),
    '-master_pl_name',
    'ffmpeg-master.m3u8',
    '-var_stream_map',
    rungs.map((r, i) => `v:${i},a:${i},name:${r.name}`).join(' '),
    '-progress',
    'pipe:1',
    path.join(outDir, '%v', 'index.m3u8'),
  ];
}

/** Peak and average bits per second of a rendition, measured from its segments and their durations. */
async function measure(dir: string): Promise<{ peak: number; average: number; segments: number }> {
  const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const entries = [...playlist.matchAll(/#EXTINF:([\d.]+),\s*\n(\S+)/g)].map((m) => ({ seconds: Number(m[1]), file: m[2]! }));
  let bits = 0;
  let seconds = 0;
  let peak = 0;
  for (const e of entries) {
    const size = (await fs.stat(path.join(dir, e.file))).size * 8;
    bits += size;
    seconds += e.seconds;
    if (e.seconds > 0) peak = Math.max(peak, size / e.seconds);
  }
  return { peak: Math.round(peak), average: Math.round(bits / Math.max(seconds, 0.001)), segments: entries.length };
}

export async function packageHls(options: PackageOptions): Promise<Packaged> {
  const { source, outDir, info, onProgress, signal } = options;
  const rungs = options.rungs ?? ladderFor(info.height);
  await fs.mkdir(outDir, { recursive: true });
  const total = info.durationSec * 1_000_000;
  // Read when a video is packaged, not at import: tests name their configuration before the site's modules read it.
  const { config } = await import('@/config');
  const result = await run(FFMPEG, ffmpegArgs({ source, outDir, info, rungs, preset: options.preset ?? config.TRANSCODE_PRESET }), {
    signal,
    onLine: (line) => {
      const m = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (m && onProgress) onProgress(Math.min(1, Number(m[1]) / total));
    },
  });
  if (result.code !== 0)
    throw new Error(`ffmpeg could not package the video: ${result.stderr.trim().split('\n').at(-1) ?? 'unknown error'}`);

  // ffmpeg's own master names the codecs; ours adds what it leaves out (FRAME-RATE, AVERAGE-BANDWIDTH).
  const theirs = await fs.readFile(path.join(outDir, 'ffmpeg-master.m3u8'), 'utf8');
  const codecs = [...theirs.matchAll(/CODECS="([^"]+)"/g)].map((m) => m[1]!);
  const renditions: Rendition[] = [];
  for (const [i, rung] of rungs.entries()) {
    const measured = await measure(path.join(outDir, rung.name));
    renditions.push({
      name: rung.name,
      width: widthFor(rung.height, info),
      height: rung.height,
      bandwidth: measured.peak,
      averageBandwidth: measured.average,
      codecs: codecs[i] ?? 'avc1.4d401f,mp4a.40.2',
      playlist: `${rung.name}/index.m3u8`,
      segments: measured.segments,
    });
  }
  const subtitleMedia = await writeSubtitles(outDir, options.subtitles ?? [], info.durationSec);
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...subtitleMedia,
    ...renditions.flatMap((r) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},RESOLUTION=${r.width}x${r.height},FRAME-RATE=${info.fps.toFixed(3)},CODECS="${r.codecs}"${subtitleMedia.length ? ',SUBTITLES="subs"' : ''}`,
      r.playlist,
    ]),
    '',
  ].join('\n');
  await fs.writeFile(path.join(outDir, 'master.m3u8'), master);
  await fs.rm(path.join(outDir, 'ffmpeg-master.m3u8'));

  // The poster: a frame a tenth of the way in (past a fade-in), at most 720 lines, in WebP (a third of the JPEG's
  // bytes: on a slow line the poster shares the first second with hls.js and the first segment).
  const at = Math.min(info.durationSec * 0.1, 10).toFixed(2);
  const poster = await run(FFMPEG, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    at,
    '-i',
    source,
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:${Math.min(720, info.height)}`,
    '-c:v',
    'libwebp',
    '-quality',
    '75',
    '-compression_level',
    '6',
    path.join(outDir, POSTER),
  ]);
  if (poster.code !== 0) throw new Error(`ffmpeg could not take a poster frame: ${poster.stderr.trim().split('\n').at(-1)}`);
  // Trickplay thumbnails for the seek bar: sprites and their WebVTT track.
  const interval = Math.max(SEGMENT_SECONDS, Math.ceil(info.durationSec / 500));
  const thumb = { width: THUMB_WIDTH, height: Math.max(2, Math.round((THUMB_WIDTH * info.height) / info.width / 2) * 2) };
  await fs.mkdir(path.join(outDir, 'thumbs'));
  const sprites = await run(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', source],
    ...['-vf', `fps=1/${interval},scale=${thumb.width}:${thumb.height},tile=${SPRITE_GRID}x${SPRITE_GRID}`, '-q:v', '5'],
    path.join(outDir, 'thumbs', 'sprite_%03d.jpg'),
  ]);
  if (sprites.code !== 0) throw new Error(`ffmpeg could not make thumbnails: ${sprites.stderr.trim().split('\n').at(-1)}`);
  await fs.writeFile(path.join(outDir, 'thumbnails.vtt'), thumbnailTrack(info.durationSec, interval, thumb));
  onProgress?.(1);
  return { master: 'master.m3u8', poster: POSTER, thumbnails: 'thumbnails.vtt', durationSec: info.durationSec, renditions };
}
