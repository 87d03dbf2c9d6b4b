import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FFMPEG, run } from '@/domains/playback/tools';

// The demo audio posts' clips: a short chord progression on a root of the post's own, rendered by ffmpeg to AAC in
// an .m4a (every browser plays it), written under the media folder once. Rendered clips are kept in the demo clips'
// cache folder too (DEMO_CLIP_DIR, shared by the browser tests' sites): each takes ffmpeg seconds.

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

const ROOTS = [130.81, 146.83, 164.81, 174.61, 196, 220];

/** Renders the clip unless it is there already; returns its public path, or null when ffmpeg could not make it. */
export async function renderAudioClip(mediaDir: string, slug: string, seconds: number): Promise<string | null> {
  const file = path.join(mediaDir, 'audio', 'blog', `${slug}.m4a`);
  const href = `/media/audio/blog/${slug}.m4a`;
  if (await exists(file)) return href;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const root = ROOTS[Number.parseInt(createHash('sha1').update(slug).digest('hex').slice(0, 6), 16) % ROOTS.length]!;
  // Read when a clip is made, not at import: tests name their configuration before the site's modules read it.
  const { config } = await import('@/config');
  const cached = path.join(config.demoClipDir, 'audio', `${slug}-${seconds}s-${root}.m4a`);
  if (await exists(cached)) {
    await fs.copyFile(cached, file);
    return href;
  }
  // I, vi, IV, V: a bar each, round and round, swelling in and fading out.
  const bar = seconds / 8;
  const steps = [0, 9, 5, 7, 0, 9, 5, 7];
  const semis = steps.map((n, i) => (i ? `+gte(t,${(i * bar).toFixed(2)})*(${n - steps[i - 1]!})` : String(n))).join('');
  const note = (k: number, gain: number) => `${gain}*sin(2*PI*${root}*pow(2,(${semis}+${k})/12)*t)`;
  const envelope = `min(1,t/2)*min(1,(${seconds}-t)/3)*(0.8+0.2*sin(2*PI*0.25*t))`;
  const source = `aevalsrc='(${note(0, 0.18)}+${note(4, 0.1)}+${note(7, 0.1)}+${note(12, 0.06)})*${envelope}':s=44100:d=${seconds}`;
  const partial = `${file}.part.m4a`;
  const result = await run(FFMPEG, [
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    source,
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-movflags',
    '+faststart',
    partial,
  ]).catch((error: Error) => ({ code: -1, stderr: error.message }));
  if (result.code !== 0) {
    console.warn(`blog demo audio ${slug}: ffmpeg failed: ${result.stderr.slice(-300)}`);
    await fs.rm(partial, { force: true });
    return null;
  }
  await fs.rename(partial, file);
  // Into the cache through a file of its own (another process may be writing the same clip); a cache that cannot be
  // written only costs the next seed the render.
  const spare = `${cached}.${process.pid}.part`;
  await fs
    .mkdir(path.dirname(cached), { recursive: true })
    .then(() => fs.copyFile(file, spare))
    .then(() => fs.rename(spare, cached))
    .catch(() => fs.rm(spare, { force: true }));
  return href;
}
