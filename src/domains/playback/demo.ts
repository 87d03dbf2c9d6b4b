import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { listPlayableTargets } from '@/domains/catalogue/targets';
import { LADDER } from './ladder';
import { languageName, packageHls, type Subtitle } from './package';
import { probeSource } from './probe';
import { mediaAssets, playbackSources } from './schema';
import type { MediaStorage } from '@/server/storage';
import { FFMPEG, run } from './tools';
import { parseTarget } from '@/domains/catalogue/playback-target';

// The demo's video: a handful of short clips (ffmpeg test patterns, a tone, the clip's name burnt in), packaged once
// into a 3-rung ladder and kept in a cache folder, then shared by every demo title and episode that has nothing
// of its own to play. Real ingests replace them title by title.

export const DEMO_CLIP_SECONDS = 30;
const VERSION = 2;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

type Clip = { name: string; title: string; pattern: string; tone: number };
export const DEMO_CLIPS: readonly Clip[] = [
  { name: 'reel-1', title: 'Reel 1 · Test card', pattern: 'testsrc2=size=960x540:rate=24', tone: 440 },
  { name: 'reel-2', title: 'Reel 2 · Colour bars', pattern: 'smptehdbars=size=960x540:rate=24', tone: 523.25 },
  {
    name: 'reel-3',
    title: 'Reel 3 · Life',
    pattern:
      'life=size=480x270:rate=24:mold=10:ratio=0.5:life_color=#e8a33d:death_color=#1b2a4a:mold_color=#5b2a86,scale=960:540:flags=neighbor',
    tone: 392,
  },
  { name: 'reel-4', title: 'Reel 4 · Gradients', pattern: 'gradients=size=960x540:rate=24:speed=0.02', tone: 329.63 },
];

const prefixOf = (clip: Clip) => `videos/demo-${clip.name}-v${VERSION}`;

async function exists(file: string) {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/** The clip's source: its pattern with its name and a running clock burnt in, and a tone. */
async function renderSource(clip: Clip, file: string, signal?: AbortSignal) {
  const font = (await exists(FONT)) ? `fontfile=${FONT}:` : '';
  const text = (t: string) => t.replace(/[\\':]/g, (c) => `\\${c}`);
  const overlay = [
    `drawtext=${font}text='${text(clip.title)}':fontsize=54:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=24:x=(w-text_w)/2:y=h*0.14`,
    `drawtext=${font}text='StreamIt demo  %{pts\\:hms}':fontsize=28:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=12:x=(w-text_w)/2:y=h-th-48`,
  ].join(',');
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `${clip.pattern},format=yuv420p`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${clip.tone}:sample_rate=48000:beep_factor=2`],
    ...['-t', String(DEMO_CLIP_SECONDS), '-vf', overlay],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-c:a', 'aac', '-b:a', '128k', file],
  ];
  let result = await run(FFMPEG, args, { signal });
  // An ffmpeg built without drawtext still gets its clips, without the lettering.
  if (result.code !== 0 && /drawtext/i.test(result.stderr)) {
    const i = args.indexOf('-vf');
    args.splice(i, 2);
    result = await run(FFMPEG, args, { signal });
  }
  if (result.code !== 0) throw new Error(`ffmpeg could not make the demo clip ${clip.name}: ${result.stderr.trim().split('\n').at(-1)}`);
}

/** Every demo clip has English and Spanish subtitles, a line every five seconds. */
const SUBTITLE_LINES: Record<string, (clip: Clip) => string[]> = {
  en: (clip) => [
    `Welcome to the StreamIt demo: ${clip.title}.`,
    `The tone you hear is ${Math.round(clip.tone)} hertz.`,
    'Pick a quality in the settings menu, or leave it on Auto.',
    'Press C to hide these subtitles, F for full screen.',
    'Real titles replace this clip when an operator ingests them.',
    'Thanks for watching.',
  ],
  es: (clip) => [
    `Bienvenido a la demo de StreamIt: ${clip.title}.`,
    `El tono que oyes es de ${Math.round(clip.tone)} hercios.`,
    'Elige una calidad en el menú de ajustes, o déjala en Automática.',
    'Pulsa C para ocultar estos subtítulos, F para pantalla completa.',
    'Los títulos reales sustituyen este clip cuando se ingieren.',
    'Gracias por ver.',
  ],
};

async function writeSubtitleFiles(clip: Clip, dir: string): Promise<Subtitle[]> {
  const time = (s: number) => `00:00:${String(s).padStart(2, '0')}.000`;
  return Promise.all(
    Object.entries(SUBTITLE_LINES).map(async ([language, lines]) => {
      const step = DEMO_CLIP_SECONDS / lines(clip).length;
      const cues = lines(clip).map((line, i) => `${time(Math.round(i * step))} --> ${time(Math.round((i + 1) * step - 0.5))}\n${line}\n`);
      const file = path.join(dir, `${language}.vtt`);
      await fs.writeFile(file, `WEBVTT\n\n${cues.join('\n')}`);
      return { language, file };
    }),
  );
}

/** The clip packaged (3 renditions) in the cache folder: made once, then reused by every data folder that asks. */
async function cachedClip(cacheDir: string, clip: Clip, progress: (share: number) => void, signal?: AbortSignal): Promise<string> {
  const folder = path.join(cacheDir, `${clip.name}-v${VERSION}`);
  if (await exists(path.join(folder, 'master.m3u8'))) return folder;
  const work = path.join(cacheDir, `.work-${randomUUID()}`);
  try {
    await fs.mkdir(work, { recursive: true });
    const source = path.join(work, 'source.mp4');
    await renderSource(clip, source, signal);
    progress(0.15);
    await packageHls({
      source,
      outDir: path.join(work, 'hls'),
      info: await probeSource(source),
      rungs: LADDER.slice(0, 3),
      subtitles: await writeSubtitleFiles(clip, work),
      onProgress: (s) => progress(0.15 + s * 0.85),
      signal,
    });
    // Another process may have made it meanwhile (tests share one cache): the first one in stays.
    await fs.rename(path.join(work, 'hls'), folder).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(path.join(folder, 'master.m3u8')))) throw error;
    });
    return folder;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Makes every demo clip's cached ladder (for a shared cache, e.g. before browser tests start their sites). */
export async function prepareDemoClips(cacheDir: string): Promise<void> {
  for (const clip of DEMO_CLIPS) await cachedClip(cacheDir, clip, () => undefined);
}

/** Demo titles and episodes with nothing to play, as playback targets ('title:<id>', 'episode:<id>'). */
async function targetsWithoutSource(): Promise<{ target: string; restricted: boolean }[]> {
  const [all, taken] = await Promise.all([listPlayableTargets(), getDb().select({ target: playbackSources.target }).from(playbackSources)]);
  const has = new Set(taken.map((r) => r.target));
  return all.filter((t) => !has.has(t.target));
}

export async function demoMediaNeeded(): Promise<boolean> {
  return (await targetsWithoutSource()).length > 0;
}

/** The renditions of a packaged folder, read back from its master playlist. */
async function renditionsOf(folder: string) {
  const master = await fs.readFile(path.join(folder, 'master.m3u8'), 'utf8');
  return [
    ...master.matchAll(/BANDWIDTH=(\d+),AVERAGE-BANDWIDTH=(\d+),RESOLUTION=(\d+)x(\d+),.*CODECS="([^"]+)"[^\n]*\n(\S+)\/index\.m3u8/g),
  ].map((m) => ({
    name: m[6]!,
    width: Number(m[3]),
    height: Number(m[4]),
    bandwidth: Number(m[1]),
    averageBandwidth: Number(m[2]),
    codecs: m[5]!,
  }));
}

/**
 * Makes sure each demo clip is published (cache → storage → a media asset), then points every demo title and
 * episode without a source of its own at one of them. 18+ titles get copies of their own, served only with a
 * playback token, so that the public copies stay open (and cacheable). Safe to run again: what exists is kept.
 */
export async function makeDemoMedia({
  storage,
  cacheDir,
  progress = () => undefined,
  signal,
}: {
  storage: MediaStorage;
  cacheDir: string;
  progress?: (share: number) => void;
  signal?: AbortSignal;
}): Promise<{ clips: number; targets: number }> {
  const db = getDb();
  const assetIds = { open: [] as string[], restricted: [] as string[] };
  for (const [i, clip] of DEMO_CLIPS.entries()) {
    for (const restricted of [false, true]) {
      signal?.throwIfAborted();
      const prefix = `${prefixOf(clip)}${restricted ? '-18' : ''}`;
      const list = restricted ? assetIds.restricted : assetIds.open;
      const [known] = await db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.prefix, prefix));
      if (known) {
        list.push(known.id);
        continue;
      }
      const folder = await cachedClip(cacheDir, clip, (s) => progress((i + s * 0.95) / DEMO_CLIPS.length), signal);
      // Storage consumes what it publishes: hand it a copy of the cached folder.
      const copy = path.join(os.tmpdir(), `streamit-demo-${randomUUID()}`);
      await fs.cp(folder, copy, { recursive: true });
      try {
        await storage.remove(prefix); // a run stopped between publishing and recording leaves files behind
        await storage.publishFolder(copy, prefix);
      } finally {
        await fs.rm(copy, { recursive: true, force: true });
      }
      const [row] = await db
        .insert(mediaAssets)
        .values({
          titleId: null,
          prefix,
          label: `Demo clip: ${clip.title}${restricted ? ' (18+)' : ''}`,
          durationSec: DEMO_CLIP_SECONDS,
          renditions: await renditionsOf(folder),
          subtitles: Object.keys(SUBTITLE_LINES).map((language) => ({ language, name: languageName(language) })),
          restricted,
          demo: true,
        })
        .returning({ id: mediaAssets.id });
      list.push(row!.id);
    }
    progress((i + 1) / DEMO_CLIPS.length);
  }
  const targets = await targetsWithoutSource();
  if (targets.length) {
    // Spread over the clips by the target's number, so neighbours in a row differ.
    const values = targets.map(({ target, restricted }) => {
      const ids = restricted ? assetIds.restricted : assetIds.open;
      return { target, assetId: ids[parseTarget(target)!.id % ids.length]! };
    });
    for (let i = 0; i < values.length; i += 500)
      await db
        .insert(playbackSources)
        .values(values.slice(i, i + 500))
        .onConflictDoNothing();
  }
  progress(1);
  return { clips: assetIds.open.length, targets: targets.length };
}
