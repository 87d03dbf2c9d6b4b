import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { episodes, seasons, titles } from '@/domains/catalogue/schema';
import { formatTarget, parseTarget } from '@/domains/catalogue/playback-target';
import { stillSvg, wrap, xml } from './demo/artwork';
import { TITLE_ART, type Art } from './demo/content/art';
import { FILMS } from './demo/content/films';
import { SHOWS } from './demo/content/shows';
import { VIDEOS } from './demo/content/videos';
import { f } from './demo/motifs';

// What a demo title's preview clip shows: its own scenes, its name, lines of its story, in its own colours. The
// playback domain turns these frames into a clip (demo.ts); a title without demo artwork keeps the shared reels.
// Movies, episodes and short videos (trailers, featurettes, interviews: in the art of the title they are about).

export type PreviewPlan = {
  target: string;
  /** What it previews: the clip's length and ladder follow (an extra's is shorter and smaller). */
  kind: 'movie' | 'episode' | 'video';
  /** Stable and file-safe: the title's slug, and the episode's place for an episode. */
  key: string;
  restricted: boolean;
  /** The title card: "The Long Haul", or the show's name over "S1:E2 · Foster Daughter". */
  heading: string;
  subheading: string;
  /** Sentences of the synopsis, one per shot. */
  lines: string[];
  genre: string;
  art: Art;
};

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z“"'])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Plans for the targets given ('title:<id>' of a movie, 'episode:<id>') that have demo artwork. */
export async function demoPreviewPlans(targets: string[]): Promise<PreviewPlan[]> {
  const parsed = targets.map(parseTarget).filter((t) => t !== null);
  const titleIds = parsed.filter((t) => t.kind === 'title').map((t) => t.id);
  const episodeIds = parsed.filter((t) => t.kind === 'episode').map((t) => t.id);
  const db = getDb();
  const [films, eps] = await Promise.all([
    titleIds.length
      ? db
          .select({
            id: titles.id,
            slug: titles.slug,
            name: titles.name,
            synopsis: titles.synopsis,
            kind: titles.kind,
            restricted: titles.restricted,
          })
          .from(titles)
          .where(inArray(titles.id, titleIds))
      : [],
    episodeIds.length
      ? db
          .select({
            id: episodes.id,
            slug: titles.slug,
            show: titles.name,
            restricted: titles.restricted,
            season: seasons.number,
            number: episodes.number,
            name: episodes.name,
            synopsis: episodes.synopsis,
          })
          .from(episodes)
          .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
          .innerJoin(titles, eq(titles.id, seasons.titleId))
          .where(inArray(episodes.id, episodeIds))
      : [],
  ]);
  // The mood of its music comes from its main genre, as the demo content gives it.
  const genreOf = (name: string) => [...FILMS, ...SHOWS].find((t) => t.name === name)?.genres[0] ?? 'drama';
  const plans: PreviewPlan[] = [];
  for (const t of films) {
    if (t.kind === 'video') {
      // "Official Trailer: The Long Haul": the film's art and music, the video's own words.
      const video = VIDEOS.find((v) => `${v.format}: ${v.about}` === t.name);
      const art = video && TITLE_ART[video.about];
      if (!video || !art) continue;
      plans.push({
        target: formatTarget({ kind: 'title', id: t.id }),
        kind: 'video',
        key: t.slug,
        restricted: t.restricted,
        heading: video.about,
        subheading: video.format,
        lines: sentences(t.synopsis).slice(0, 2),
        genre: genreOf(video.about),
        art,
      });
      continue;
    }
    const art = TITLE_ART[t.name];
    if (!art || t.kind !== 'movie') continue;
    plans.push({
      target: formatTarget({ kind: 'title', id: t.id }),
      kind: 'movie',
      key: t.slug,
      restricted: t.restricted,
      heading: t.name,
      subheading: 'A StreamIt preview',
      lines: sentences(t.synopsis).slice(0, 3),
      genre: genreOf(t.name),
      art,
    });
  }
  for (const e of eps) {
    const art = TITLE_ART[e.show];
    if (!art) continue;
    plans.push({
      target: formatTarget({ kind: 'episode', id: e.id }),
      kind: 'episode',
      key: `${e.slug}-s${e.season}e${e.number}`,
      restricted: e.restricted,
      heading: e.show,
      subheading: `S${e.season}:E${e.number} · ${e.name}`,
      lines: sentences(e.synopsis).slice(0, 3),
      genre: genreOf(e.show),
      art,
    });
  }
  // Films first (the catalogue's front page), then each show's episodes in order, then the extras.
  const rank = { movie: 0, episode: 1, video: 2 };
  const order = (p: PreviewPlan) => [rank[p.kind], parseTarget(p.target)!.id] as const;
  return plans.sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]);
}

const text = (x: number, y: number, size: number, body: string, extra = ' font-family="DejaVu Serif, serif"') =>
  `<text x="${f(x)}" y="${f(y)}" text-anchor="middle" font-size="${size}" fill="#fff" paint-order="stroke" stroke="#000a" stroke-width="${f(size / 10)}"${extra}>${xml(body)}</text>`;

/**
 * The preview's shots: a title card, one shot per line of the story, an end card. Each is a scene at w x h (larger
 * than the clip, so the camera can pan across it) and its lettering at the clip's own size (cw x ch, transparent),
 * laid over the moving picture so it stays put (set out on a 960 x 540 page, scaled to the clip's size).
 */
export function previewFrames(
  plan: PreviewPlan,
  { w = 1280, h = 720, cw: width = 960, ch: height = 540 } = {},
): { scene: string; lettering: string }[] {
  const scene = (shot: string) => stillSvg(plan.heading, plan.art, `${plan.key}:${shot}`, w, h);
  const [cw, ch] = [960, 540];
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${cw} ${ch}">${body}</svg>`;
  const card = (small: string) =>
    svg(
      `<rect width="${cw}" height="${ch}" fill="#000" opacity="0.35"/>` +
        // Near the top: the poster is taken from this card, and the player's Play sits at its centre.
        text(cw / 2, ch * 0.22, 56, plan.heading, ' font-family="DejaVu Serif, serif" font-weight="700"') +
        text(cw / 2, ch * 0.22 + 40, 24, small, ' font-family="DejaVu Sans, sans-serif"'),
    );
  const shots = plan.lines.map((line, i) => {
    const rows = wrap(line, 54).slice(0, 3);
    const y0 = ch * 0.88 - (rows.length - 1) * 32;
    const band = `<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs><rect y="${f(y0 - 70)}" width="${cw}" height="${f(ch - y0 + 70)}" fill="url(#band)"/>`;
    return { scene: scene(`shot-${i}`), lettering: svg(band + rows.map((row, k) => text(cw / 2, y0 + k * 32, 24, row)).join('')) };
  });
  return [
    { scene: scene('title'), lettering: card(plan.subheading) },
    ...shots,
    { scene: scene('end'), lettering: card('Streaming on StreamIt') },
  ];
}
