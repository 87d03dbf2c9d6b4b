// Previews: the CPU one demo preview of each kind costs (ffmpeg's and the process's own, summed over cores), and the
// first start's total for the whole catalogue, beside the shape before previews were sized by kind (every movie and
// episode 30 s up to 540p, short videos on the shared reels).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TITLE_ART } from '../src/domains/catalogue/demo/content/art';
import { FILMS } from '../src/domains/catalogue/demo/content/films';
import { SHOWS } from '../src/domains/catalogue/demo/content/shows';
import { VIDEOS } from '../src/domains/catalogue/demo/content/videos';
import type { PreviewPlan } from '../src/domains/catalogue/previews';
import { cachedPreview, PREVIEW_SHAPES } from '../src/domains/playback/demo';

/** CPU seconds of this process and its waited-for children (ffmpeg) so far. */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const stat = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // Fields 16 and 17 of stat (cutime, cstime), in clock ticks of 1/100 s; 14 and 15 here after the name is cut.
  const children = (Number(stat[13]) + Number(stat[14])) / 100;
  return (own.user + own.system) / 1e6 + children;
}

export type PreviewRow = { kind: PreviewPlan['kind']; seconds: number; rungs: number; cpu: number; count: number };

export async function runPreviewBench(): Promise<{ rows: PreviewRow[]; total: number; before: number }> {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-bench-previews-'));
  const film = FILMS[0]!;
  const show = SHOWS[0]!;
  const video = VIDEOS[0]!;
  const plans: PreviewPlan[] = [
    {
      kind: 'movie',
      heading: film.name,
      subheading: 'A StreamIt preview',
      lines: [film.synopsis],
      genre: film.genres[0]!,
      art: TITLE_ART[film.name]!,
    },
    {
      kind: 'episode',
      heading: show.name,
      subheading: `S1:E1 · ${show.seasons[0]!.episodes[0]![0]}`,
      lines: [show.seasons[0]!.episodes[0]![1]],
      genre: show.genres[0]!,
      art: TITLE_ART[show.name]!,
    },
    {
      kind: 'video',
      heading: video.about,
      subheading: video.format,
      lines: [video.synopsis],
      genre: 'drama',
      art: TITLE_ART[video.about]!,
    },
  ].map((p, i) => ({ ...p, target: `title:${i + 1}`, key: `bench-${p.kind}`, restricted: false }) as PreviewPlan);
  const counts = {
    movie: FILMS.filter((f) => TITLE_ART[f.name]).length,
    episode: SHOWS.reduce((n, s) => n + s.seasons.reduce((k, season) => k + season.episodes.length, 0), 0),
    video: VIDEOS.length,
  };
  const rows: PreviewRow[] = [];
  try {
    for (const plan of plans) {
      const shape = PREVIEW_SHAPES[plan.kind];
      const start = cpuSeconds();
      await cachedPreview(cache, plan, shape.seconds);
      rows.push({ kind: plan.kind, seconds: shape.seconds, rungs: shape.rungs, cpu: cpuSeconds() - start, count: counts[plan.kind] });
    }
  } finally {
    fs.rmSync(cache, { recursive: true, force: true });
  }
  const total = rows.reduce((n, r) => n + r.cpu * r.count, 0);
  // Before: episodes as long as movies (30 s, the same work as a movie's), short videos none of their own.
  const movie = rows.find((r) => r.kind === 'movie')!.cpu;
  return { rows, total, before: movie * (counts.movie + counts.episode) };
}
