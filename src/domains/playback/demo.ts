import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '@/db/client';
import { listPlayableTargets } from '@/domains/catalogue/targets';
import { LADDER } from './ladder';
import { languageName, packageHls, posterIn, type Subtitle } from './package';
import { probeSource } from './probe';
import { demoPreviewWants, mediaAssets, playbackSources } from './schema';
import type { MediaStorage } from '@/server/storage';
import { FFMPEG, run } from './tools';
import { parseTarget } from '@/domains/catalogue/playback-target';
import { demoPreviewPlans, previewFrames, type PreviewPlan } from '@/domains/catalogue/previews';
import { expireTags } from '@/server/cached';
import { playbackTags } from './tags';

// The demo's video, in two steps. First a handful of shared reels (ffmpeg test patterns, a tone, the reel's name
// burnt in), packaged once into a 3-rung ladder and kept in a cache folder, so every demo title and episode plays
// within a minute of the first start. Then, in the background, a preview of its own for each demo movie and episode
// (pans over its artwork, its title card and story, a score of tones in its mood), switched in one by one. Real
// ingests replace either, title by title.

export const DEMO_CLIP_SECONDS = 30;
const VERSION = 3; // 3: WebP posters
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

/**
 * A packaged folder of the cache (3 renditions), made once by `make` (which packages into the work folder's `hls`),
 * then reused by every data folder that asks.
 */
async function cachedFolder(cacheDir: string, name: string, make: (work: string) => Promise<void>): Promise<string> {
  const folder = path.join(cacheDir, name);
  if (await exists(path.join(folder, 'master.m3u8'))) return folder;
  const work = path.join(cacheDir, `.work-${randomUUID()}`);
  try {
    await fs.mkdir(work, { recursive: true });
    await make(work);
    await fs.mkdir(path.dirname(folder), { recursive: true });
    // Another process may have made it meanwhile (tests share one cache): the first one in stays.
    await fs.rename(path.join(work, 'hls'), folder).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(path.join(folder, 'master.m3u8')))) throw error;
    });
    return folder;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Publishes a copy of a cached folder at `prefix` (storage consumes what it publishes; the cache keeps its own). */
async function publishCopy(storage: MediaStorage, folder: string, prefix: string) {
  const copy = path.join(os.tmpdir(), `streamit-demo-${randomUUID()}`);
  await fs.cp(folder, copy, { recursive: true });
  try {
    await storage.remove(prefix); // a run stopped between publishing and recording leaves files behind
    await storage.publishFolder(copy, prefix);
  } finally {
    await fs.rm(copy, { recursive: true, force: true });
  }
}

/** The reel packaged in the cache folder. */
function cachedClip(cacheDir: string, clip: Clip, progress: (share: number) => void, signal?: AbortSignal): Promise<string> {
  return cachedFolder(cacheDir, `${clip.name}-v${VERSION}`, async (work) => {
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
  });
}

/**
 * Makes every demo clip's cached ladder (for a shared cache, e.g. before browser tests start their sites), two at a
 * time: one ffmpeg left a fifth of two cores idle here (its test pattern and lettering are drawn on one thread).
 */
export async function prepareDemoClips(cacheDir: string): Promise<void> {
  const queue = [...DEMO_CLIPS];
  const lane = async () => {
    for (let clip = queue.shift(); clip; clip = queue.shift()) await cachedClip(cacheDir, clip, () => undefined);
  };
  await Promise.all([lane(), lane()]);
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
      await publishCopy(storage, folder, prefix);
      const [row] = await db
        .insert(mediaAssets)
        .values({
          titleId: null,
          prefix,
          label: `Demo clip: ${clip.title}${restricted ? ' (18+)' : ''}`,
          durationSec: DEMO_CLIP_SECONDS,
          poster: posterIn(folder),
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
    await expireTags([playbackTags.sources]);
  }
  progress(1);
  return { clips: assetIds.open.length, targets: targets.length };
}

// Previews: each demo movie and episode's own clip.

const PREVIEW_VERSION = 4; // 2: WebP posters; 3: the title card above the Play; 4: captions within the clip
const SHARED_PREFIX = 'videos/demo-reel-';

/**
 * A preview's length, ladder and size by what it previews: a movie's runs 30 s up to 540p; an episode's 20 s (a show
 * has many); an extra's (a trailer, a featurette) 15 s up to 360p, a fifth of a movie's ffmpeg work.
 */
export const PREVIEW_SHAPES: Record<
  PreviewPlan['kind'],
  { seconds: number; rungs: number; scene: [number, number]; clip: [number, number] }
> = {
  movie: { seconds: DEMO_CLIP_SECONDS, rungs: 3, scene: [1280, 720], clip: [960, 540] },
  episode: { seconds: 20, rungs: 3, scene: [1280, 720], clip: [960, 540] },
  video: { seconds: 15, rungs: 2, scene: [854, 480], clip: [640, 360] },
};

/** The score's mood by genre: how the captions describe it, and whether its chords are minor. */
const MOODS: Record<string, { en: string; es: string; minor: boolean }> = {
  action: { en: 'A driving, urgent theme', es: 'Un tema urgente y enérgico', minor: true },
  adventure: { en: 'A sweeping, open theme', es: 'Un tema amplio y abierto', minor: false },
  animation: { en: 'A bright, lilting melody', es: 'Una melodía alegre y ligera', minor: false },
  comedy: { en: 'A bouncy, playful theme', es: 'Un tema juguetón', minor: false },
  drama: { en: 'A slow, tender theme', es: 'Un tema lento y tierno', minor: false },
  family: { en: 'A warm, gentle melody', es: 'Una melodía cálida y suave', minor: false },
  fantacy: { en: 'A soaring, ancient-sounding theme', es: 'Un tema antiguo que se eleva', minor: true },
  history: { en: 'A stately, solemn theme', es: 'Un tema solemne', minor: true },
  horror: { en: 'A low, uneasy drone', es: 'Un zumbido grave e inquietante', minor: true },
  mystery: { en: 'A quiet, searching melody', es: 'Una melodía callada e inquisitiva', minor: true },
  'sci-fi': { en: 'A cold, pulsing theme', es: 'Un tema frío y pulsante', minor: true },
  space: { en: 'A wide, shimmering theme', es: 'Un tema amplio y brillante', minor: false },
  thriller: { en: 'A tense, pulsing theme', es: 'Un tema tenso y pulsante', minor: true },
};
const moodOf = (genre: string) => MOODS[genre] ?? MOODS.drama!;

/** What the score does in each shot, for the captions (SDH style: the clip has music and no dialogue). */
const SCORE_CUES: Record<string, (mood: string) => string[]> = {
  en: (mood) => [`♪ ${mood} ♪`, '[The melody rises]', '[A low chord holds]', '[The theme returns]', '[Music fades]'],
  es: (mood) => [`♪ ${mood} ♪`, '[La melodía asciende]', '[Un acorde grave se sostiene]', '[Vuelve el tema]', '[La música se apaga]'],
};

/**
 * The preview's score: a chord progression on the title's own root note, swelling in and fading out. Worked out at
 * 16 kHz (its highest note is under 600 Hz), resampled to 48 kHz: a third of the expression's CPU.
 */
function score(plan: PreviewPlan, segment: number, seconds: number): string {
  const roots = [110, 116.54, 123.47, 130.81, 138.59, 146.83, 155.56, 164.81];
  const root = roots[Number.parseInt(createHash('sha1').update(plan.heading).digest('hex').slice(0, 6), 16) % roots.length]!;
  const third = moodOf(plan.genre).minor ? 3 : 4;
  // Each shot moves the chord: I, IV, V, vi/VI, I (in semitones from the root).
  const step = [0, 5, 7, third === 3 ? 8 : 9, 0];
  const semis = step.map((n, i) => `${i ? `+gte(t,${f2(i * segment)})*(${n - step[i - 1]!})` : n}`).join('');
  const note = (k: number, gain: number) => `${gain}*sin(2*PI*${root}*pow(2,(${semis}+${k})/12)*t)`;
  const swell = `(0.75+0.25*sin(2*PI*0.2*t))`;
  return `aevalsrc='(${note(0, 0.16)}+${note(third, 0.1)}+${note(7, 0.1)}+${note(12, 0.05)})*${swell}':s=16000:d=${seconds}`;
}
const f2 = (n: number) => Math.round(n * 100) / 100;

/** The preview's source: its frames panned across and cut together with fades, over its score. */
async function renderPreviewSource(plan: PreviewPlan, work: string, file: string, seconds: number, signal?: AbortSignal) {
  const { scene, clip } = PREVIEW_SHAPES[plan.kind];
  const frames = previewFrames(plan, { w: scene[0], h: scene[1], cw: clip[0], ch: clip[1] });
  const segment = seconds / frames.length;
  const raster = async (svg: string, name: string) => {
    const png = path.join(work, `${name}.png`);
    await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(png);
    return png;
  };
  // Inputs in pairs: scene 2i, its lettering 2i+1; the score last.
  const pictures = (
    await Promise.all(
      frames.map(async ({ scene, lettering }, i) => [await raster(scene, `scene-${i}`), await raster(lettering, `text-${i}`)]),
    )
  ).flat();
  const fade = Math.min(0.6, segment / 5);
  // Each picture decoded once, converted once to the clip's pixel format, and its frame repeated (a looped image input
  // decodes its PNG again for every frame: 2.5 times the CPU of the whole render; converting each repeat instead of
  // the picture cost 7 times the filters' CPU here).
  const hold = `loop=loop=${Math.ceil(segment * 24) - 1}:size=1,setpts=N/24/TB`;
  const chains = frames.map((_, i) => {
    // Cards hold the centre; shots pan across, each the other way from the one before.
    const x = i === 0 || i === frames.length - 1 ? '(iw-ow)/2' : i % 2 ? `(iw-ow)*t/${segment}` : `(iw-ow)*(1-t/${segment})`;
    return `[${2 * i}:v]format=yuv420p,${hold},crop=${clip[0]}:${clip[1]}:x='${x}':y='(ih-oh)*0.4',setsar=1[s${i}];[${2 * i + 1}:v]format=yuva420p,${hold}[t${i}];[s${i}][t${i}]overlay=0:0,fade=t=in:st=0:d=${fade},fade=t=out:st=${f2(segment - fade)}:d=${fade}[v${i}]`;
  });
  const filter = `${chains.join(';')};${frames.map((_, i) => `[v${i}]`).join('')}concat=n=${frames.length}:v=1:a=0,format=yuv420p[v];[${pictures.length}:a]aresample=48000,afade=t=in:d=2,afade=t=out:st=${seconds - 3}:d=3[a]`;
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...pictures.flatMap((png) => ['-i', png]),
    ...['-f', 'lavfi', '-i', score(plan, segment, seconds)],
    ...['-filter_complex', filter, '-map', '[v]', '-map', '[a]', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-c:a', 'aac', '-b:a', '128k', file],
  ];
  const result = await run(FFMPEG, args, { signal });
  if (result.code !== 0)
    throw new Error(`ffmpeg could not make the preview of ${plan.heading}: ${result.stderr.trim().split('\n').at(-1)}`);
}

/** The score's captions, spread over the clip's own length (a 20 s episode's last one once came at 26 s). */
export function previewCaptions(lines: string[], seconds: number): { start: number; end: number; line: string }[] {
  const span = seconds / lines.length;
  return lines.map((line, i) => ({ start: i * span + 0.5, end: Math.min((i + 1) * span - 0.5, seconds - 0.25), line }));
}

async function writePreviewSubtitles(plan: PreviewPlan, dir: string, seconds: number): Promise<Subtitle[]> {
  const time = (s: number) => `00:00:${s.toFixed(3).padStart(6, '0')}`;
  return Promise.all(
    Object.entries(SCORE_CUES).map(async ([language, cues]) => {
      const captions = previewCaptions(cues(moodOf(plan.genre)[language as 'en' | 'es']), seconds);
      // At the top of the picture: the story's lines are lettered along the bottom (SDH moves captions off on-screen text).
      const body = captions.map(({ start, end, line }) => `${time(start)} --> ${time(end)} line:8%\n${line}\n`);
      const file = path.join(dir, `${language}.vtt`);
      await fs.writeFile(file, `WEBVTT\n\n${body.join('\n')}`);
      return { language, file };
    }),
  );
}

/** The preview packaged in the cache folder, under a name that changes whenever what it shows changes (the bench times it). */
export function cachedPreview(cacheDir: string, plan: PreviewPlan, seconds: number, signal?: AbortSignal): Promise<string> {
  const { target: _target, restricted: _restricted, ...shown } = plan;
  const hash = createHash('sha1')
    .update(JSON.stringify(seconds === DEMO_CLIP_SECONDS ? shown : { ...shown, seconds }))
    .digest('hex')
    .slice(0, 10);
  return cachedFolder(cacheDir, path.join('previews', `${plan.key}-v${PREVIEW_VERSION}-${hash}`), async (work) => {
    const source = path.join(work, 'source.mp4');
    await renderPreviewSource(plan, work, source, seconds, signal);
    await packageHls({
      source,
      outDir: path.join(work, 'hls'),
      info: await probeSource(source),
      rungs: LADDER.slice(0, PREVIEW_SHAPES[plan.kind].rungs),
      // Pans over stills: ultrafast looks the same here (SSIM 0.9999 against superfast) at 60 % of its CPU.
      preset: 'ultrafast',
      subtitles: await writePreviewSubtitles(plan, work, seconds),
      signal,
    });
  });
}

/** Demo movies and episodes still playing a shared reel, with the reel they play. */
async function targetsOnSharedReels() {
  return getDb()
    .select({ target: playbackSources.target, assetId: playbackSources.assetId })
    .from(playbackSources)
    .innerJoin(mediaAssets, eq(mediaAssets.id, playbackSources.assetId))
    .where(like(mediaAssets.prefix, `${SHARED_PREFIX}%`));
}

/** Whether some demo movie or episode could still get a preview of its own. */
export async function demoPreviewsNeeded(): Promise<boolean> {
  return (await demoPreviewPlans((await targetsOnSharedReels()).map((t) => t.target))).length > 0;
}

/**
 * Gives each demo movie, episode and short video still on a shared reel its own preview: made (or taken from the
 * cache), published, then switched in, unless something else (an ingest) took its place meanwhile. What someone asked
 * to watch goes first (demo-wants.ts), then the catalogue's order. Waits for the reels.
 */
export async function makeDemoPreviews({
  storage,
  cacheDir,
  progress = () => undefined,
  signal,
  limit = Infinity,
  seconds,
}: {
  storage: MediaStorage;
  cacheDir: string;
  progress?: (share: number) => void;
  signal?: AbortSignal;
  /** At most this many (tests make one or two). */
  limit?: number;
  /** At most this long each (tests make short ones: the work is ffmpeg's, by the second); by default by kind. */
  seconds?: number;
}): Promise<{ previews: number }> {
  const db = getDb();
  const shared = await targetsOnSharedReels();
  const reelOf = new Map(shared.map((s) => [s.target, s.assetId]));
  const plans = (await demoPreviewPlans(shared.map((s) => s.target))).slice(0, limit);
  const total = plans.length;
  let made = 0;
  while (plans.length) {
    signal?.throwIfAborted();
    // Asked for since the last one: first come, first made.
    const wanted = await db.select({ target: demoPreviewWants.target }).from(demoPreviewWants).orderBy(asc(demoPreviewWants.wantedAt));
    const first = wanted.map((w) => plans.findIndex((p) => p.target === w.target)).find((i) => i >= 0);
    const [plan] = plans.splice(first ?? 0, 1) as [PreviewPlan];
    const length = Math.min(seconds ?? Infinity, PREVIEW_SHAPES[plan.kind].seconds);
    const prefix = `videos/demo-preview-${plan.key}-v${PREVIEW_VERSION}${plan.restricted ? '-18' : ''}`;
    let [asset] = await db.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.prefix, prefix));
    if (!asset) {
      const folder = await cachedPreview(cacheDir, plan, length, signal);
      await publishCopy(storage, folder, prefix);
      const target = parseTarget(plan.target)!;
      [asset] = await db
        .insert(mediaAssets)
        .values({
          titleId: target.kind === 'title' ? target.id : null,
          episodeId: target.kind === 'episode' ? target.id : null,
          prefix,
          label: `Demo preview: ${{ movie: plan.heading, episode: `${plan.heading} ${plan.subheading}`, video: `${plan.subheading}: ${plan.heading}` }[plan.kind]}`,
          durationSec: length,
          poster: posterIn(folder),
          renditions: await renditionsOf(folder),
          subtitles: Object.keys(SCORE_CUES).map((language) => ({ language, name: languageName(language) })),
          restricted: plan.restricted,
          demo: true,
        })
        .returning({ id: mediaAssets.id });
    }
    await db
      .update(playbackSources)
      .set({ assetId: asset!.id, updatedAt: new Date() })
      .where(and(eq(playbackSources.target, plan.target), eq(playbackSources.assetId, reelOf.get(plan.target)!)));
    await db.delete(demoPreviewWants).where(eq(demoPreviewWants.target, plan.target));
    await expireTags([playbackTags.target(plan.target)]);
    made++;
    progress(made / total);
  }
  // Wants of what has no preview to make (an ingested video meanwhile) are spent too.
  if (total) await db.delete(demoPreviewWants);
  return { previews: made };
}
