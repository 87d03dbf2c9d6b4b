import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits, episodes, people, seasons, titles } from '@/domains/catalogue/schema';
import * as cardsReads from '@/domains/catalogue/cards';
import * as listsReads from '@/domains/catalogue/lists';
import * as peopleReads from '@/domains/catalogue/people';
import * as targetsReads from '@/domains/catalogue/targets';
import * as termsReads from '@/domains/catalogue/terms';
import * as titlesReads from '@/domains/catalogue/titles';
import { testEngines, type TestDatabase } from '../../../../tests/helpers/db';
import { backdropSvg, portraitSvg, posterSvg, stillSvg, videoThumbSvg } from './artwork';
import { TITLE_ART } from './content/art';
import { buildDemoCatalogue } from './seed';

// The catalogue's reads, as one namespace for these tests.
const catalogue = { ...cardsReads, ...listsReads, ...peopleReads, ...targetsReads, ...termsReads, ...titlesReads };

// The demo catalogue reads as real: varied names, text that fits, dates that mean something.
/** How far apart the closest two pictures are at a glance: the mean difference per channel (of 255) of w x h thumbnails. */
async function closestPair(svgs: string[], w: number, h: number): Promise<number> {
  const sharp = (await import('sharp')).default;
  const thumbs = await Promise.all(svgs.map((svg) => sharp(Buffer.from(svg)).resize(w, h).removeAlpha().raw().toBuffer()));
  let closest = 255;
  for (let a = 0; a < thumbs.length; a++)
    for (let b = a + 1; b < thumbs.length; b++) {
      let sum = 0;
      for (let i = 0; i < thumbs[a]!.length; i++) sum += Math.abs(thumbs[a]![i]! - thumbs[b]![i]!);
      closest = Math.min(closest, sum / thumbs[a]!.length);
    }
  return closest;
}

describe('the demo content', () => {
  let db: TestDatabase;
  let all: (typeof titles.$inferSelect)[];
  const today = new Date().toISOString().slice(0, 10);
  beforeAll(async () => {
    db = await testEngines({ seeded: true })[0]!.open();
    all = await db.db.select().from(titles).orderBy(asc(titles.id));
  });
  afterAll(async () => db?.dispose());

  it('has varied titles: no opening shared by more than a few', () => {
    const films = all.filter((t) => t.kind !== 'video');
    const openings = new Map<string, number>();
    for (const t of films) {
      const words = t.name.split(' ');
      const key = words.slice(0, ['The', 'A'].includes(words[0]!) ? 2 : 1).join(' ');
      openings.set(key, (openings.get(key) ?? 0) + 1);
    }
    expect([...openings].filter(([key, n]) => n > (key === 'The' ? 12 : 2))).toEqual([]);
    // No title is another with one word changed ("Hunting Thunder", "Holding Thunder").
    const lastWords = films.map((t) => t.name.split(' ').at(-1)!);
    expect([...new Set(lastWords)].filter((w) => lastWords.filter((x) => x === w).length > 2)).toEqual([]);
  });

  it('never gives two actors the same role in one title', async () => {
    const rows = await db.db.select({ titleId: credits.titleId, part: credits.part }).from(credits).where(eq(credits.role, 'cast'));
    const seen = new Set<string>();
    const repeated = rows.filter((r) => r.part !== 'Self' && (seen.has(`${r.titleId}:${r.part}`) || !seen.add(`${r.titleId}:${r.part}`)));
    expect(repeated).toEqual([]);
  });

  it('names in a synopsis only the characters of that title (and, in a video, the people in it)', async () => {
    const rows = await db.db
      .select({ titleId: credits.titleId, part: credits.part, role: credits.role, person: people.name })
      .from(credits)
      .innerJoin(people, eq(people.id, credits.personId));
    const texts = new Map(all.map((t) => [t.id, [t.synopsis]]));
    const episodeRows = await db.db
      .select({ titleId: seasons.titleId, synopsis: episodes.synopsis, season: seasons.synopsis })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId));
    for (const e of episodeRows) texts.get(e.titleId)!.push(e.synopsis, e.season);
    // Words that begin a sentence or a title, places, and things: capitalised without being anyone.
    const NOT_NAMES = new Set(
      'A An The When In On At After Every Each With His Her Their Its To For Past Four Three Two One Eight Forty Sent Someone This Season Series Norway Norwegian Scottish English French Italian Venetian Georgia Gulf Busan Seoul Tokyo Montreal Lisbon Rimini Europe Earth Madrid Cork Wales Glasgow Rotterdam Akureyri Reykjavík Valencia Algarve Antarctica North Atlantic Little Dunmore Tethys Halcyon Moonbeam Academy Prime Minister Apprenticed Stranded Seville Firebird Jarl Midwinter Detective Agent Captain Commander Dr Contessa Lady Lord King Queen Prince Princess Professor Master Mayor Constable Councillor Father Uncle Grandmother Nonna Mrs Sergeant Inspector DI Governor Old Mother Official Teaser Trailer First Look Behind Scenes Making Cast Interview Director Stunt Breakdown Linguist Glaciologist Farmer Singer Drummer Frenchwoman Iceland November'.split(
        ' ',
      ),
    );
    const strangers: string[] = [];
    for (const t of all) {
      const own = rows.filter((r) => r.titleId === t.id);
      const allowed = new Set(
        [...own.filter((r) => r.part !== 'Self').flatMap((r) => r.part.split(/\s+/)), ...own.flatMap((r) => r.person.split(/\s+/))].map(
          (w) => w.replace(/[.,]/g, ''),
        ),
      );
      // The title's own words, and the title a video is about.
      for (const w of t.name.split(/[\s:]+/)) allowed.add(w);
      const subject = t.kind === 'video' ? all.find((x) => x.name === t.name.split(': ').slice(1).join(': ')) : undefined;
      if (subject)
        for (const r of rows.filter((r) => r.titleId === subject.id && r.part !== 'Self'))
          for (const w of r.part.split(/\s+/)) allowed.add(w);
      for (const text of texts.get(t.id)!) {
        // Capitalised words, except the first of a sentence (an ordinary word there, or a first name with its surname after it).
        const words = [...text.matchAll(/(^|[.!?:;]\s+|\s)(\p{Lu}[\p{L}’'-]*)/gu)]
          .filter((m) => m[1] === ' ')
          .map((m) => m[2]!.replace(/(’s|'s)$/, ''));
        for (const w of words) if (!allowed.has(w) && !NOT_NAMES.has(w)) strangers.push(`${t.name}: ${w}`);
      }
    }
    expect(strangers).toEqual([]);
    // Every film and show names at least one of its own characters.
    for (const t of all.filter((x) => x.kind !== 'video')) {
      const characters = rows.filter((r) => r.titleId === t.id && r.role === 'cast').map((r) => r.part);
      expect(
        characters.some((c) => c.split(/\s+/).some((w) => w.length > 2 && t.synopsis.includes(w))),
        t.name,
      ).toBe(true);
    }
  });

  it('tells each season one story: no sentence of an episode repeats anywhere in the catalogue', async () => {
    const rows = await db.db.select({ synopsis: episodes.synopsis }).from(episodes);
    const sentences = rows.flatMap((r) =>
      r.synopsis.split(/(?<=[.!?])\s+/).filter((s) => !/^(Season|Series) (premiere|finale)\.$/.test(s)),
    );
    const seen = new Set<string>();
    expect(sentences.filter((s) => seen.has(s) || !seen.add(s))).toEqual([]);
    const names = await db.db
      .select({ name: episodes.name, titleId: seasons.titleId })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId));
    const perShow = new Set<string>();
    expect(names.filter((n) => perShow.has(`${n.titleId}:${n.name}`) || !perShow.add(`${n.titleId}:${n.name}`))).toEqual([]);
  });

  it('writes synopses that fit: videos are about a title of the catalogue (and its extras), shows name their characters', async () => {
    const names = all.filter((t) => t.kind !== 'video').map((t) => t.name);
    for (const video of all.filter((t) => t.kind === 'video')) {
      const subject = video.name.split(': ').slice(1).join(': ');
      expect(names, video.name).toContain(subject);
      expect(all.find((t) => t.id === video.extraOf)?.name, video.name).toBe(subject);
    }
    for (const t of all) expect(t.synopsis, t.name).toMatch(/^[A-Z0-9].+[.!?]$/);
    // Family films are rated for families; 18+ titles are horror, thrillers and adult drama.
    for (const t of all.filter((x) => x.restricted)) expect(t.contentRating).toBe('18+');
  });

  it("files an extra as its title is: the title's language, score and genres; a trailer's cast in their parts", () => {
    const built = buildDemoCatalogue(new Date('2026-12-02T00:00:00Z')).titles;
    for (const extra of built.filter((t) => t.extraOf !== undefined)) {
      const subject = built[extra.extraOf!]!;
      expect(extra.row.language, extra.row.name).toBe(subject.row.language);
      expect(extra.row.score, extra.row.name).toBe(subject.row.score);
      const genres = new Set(subject.termSlugs.map((t) => t.slug));
      const movieGenre = (slug: string) => !['crime', 'romance'].includes(slug);
      const filed = extra.termSlugs.map((t) => t.slug).filter(movieGenre);
      if (filed.some((slug) => genres.has(slug)))
        expect(
          filed.filter((slug) => !genres.has(slug)),
          extra.row.name,
        ).toEqual([]);
      if (/^(Official Trailer|Teaser|First Look):/.test(extra.row.name!))
        for (const c of extra.credits) {
          const inTitle = subject.credits.find((s) => s.role === 'cast' && s.person === c.person);
          if (inTitle) expect(c.part, extra.row.name).toBe(inTitle.part);
        }
      else for (const c of extra.credits) expect(c.part).toBe('Self');
    }
  });

  it('gives episodes their own synopses, dated within their season', async () => {
    const rows = await db.db
      .select({
        show: titles.synopsis,
        showDate: titles.releaseDate,
        season: seasons.releaseDate,
        date: episodes.releaseDate,
        synopsis: episodes.synopsis,
        name: episodes.name,
      })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(titles, eq(titles.id, seasons.titleId));
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      expect(r.synopsis).not.toBe(r.show);
      const days = (Date.parse(r.date!) - Date.parse(r.season!)) / 86_400_000;
      expect(days, `${r.name}: ${r.date} in a season from ${r.season}`).toBeGreaterThanOrEqual(0);
      expect(days).toBeLessThan(70);
      expect(r.season! >= r.showDate!).toBe(true);
    }
    // No season of a show already out is dated in the future beyond its next year.
    const late = await db.db.$count(
      seasons,
      sql`${seasons.releaseDate} > current_date + 365 and exists (select 1 from titles t where t.id = ${seasons.titleId} and t.release_date <= current_date)`,
    );
    expect(late).toBe(0);
  });

  it('makes future titles upcoming: no score, after the released ones in "Newest", the one the coming-soon page counts down to', async () => {
    const upcoming = all.filter((t) => t.releaseDate! > today);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((t) => t.score === null)).toBe(true);
    const newest = await catalogue.browseTitles('movie', { sort: 'newest', page: 1 });
    const firstUpcoming = newest.items.findIndex((t) => t.upcoming);
    expect(newest.items.slice(0, Math.max(0, firstUpcoming)).every((t) => !t.upcoming)).toBe(true);
    expect(newest.items[0]!.upcoming).toBe(false);
    const next = await catalogue.getNextRelease();
    expect(next!.upcoming).toBe(true);
    expect(next!.releaseDate! > today).toBe(true);
  });

  it('writes biographies about the person that name only their own titles, and another name or none as also-known-as', async () => {
    const rows = await db.db.select().from(people);
    const creditRows = await db.db
      .select({ personId: credits.personId, title: titles.name })
      .from(credits)
      .innerJoin(titles, eq(titles.id, credits.titleId));
    const titleNames = all.filter((t) => t.kind !== 'video').map((t) => t.name);
    for (const p of rows) {
      expect(p.biography.startsWith(`${p.name} is a`), p.biography).toBe(true);
      expect(p.biography).toMatch(/(actor|director|screenwriter|producer|composer|editor|cinematographer|designer)/);
      const own = new Set(creditRows.filter((c) => c.personId === p.id).map((c) => c.title));
      const named = titleNames.filter(
        (n) => p.biography.includes(` ${n} (`) || p.biography.includes(` ${n}.`) || p.biography.includes(` ${n},`),
      );
      expect(
        named.filter((n) => !own.has(n)),
        p.name,
      ).toEqual([]);
      expect(own.size, `${p.name} is credited somewhere`).toBeGreaterThan(0);
      if (p.alsoKnownAs) {
        expect(p.alsoKnownAs).not.toBe(p.name);
        expect(p.alsoKnownAs.split(' ').at(-1)).toBe(p.name.split(' ').at(-1));
      }
    }
  });
});

// Each title's pictures are its own: told apart at a glance in a rail, and nothing generic printed on them.
describe('the demo artwork', () => {
  const catalogue = buildDemoCatalogue(new Date('2026-11-24T00:00:00Z'));
  const main = catalogue.titles.filter((t) => t.row.kind !== 'video');

  it('gives every film and show a motif and palette from its own data, no two posters of one kind alike', () => {
    expect(main.map((t) => t.row.name).filter((name) => !TITLE_ART[name])).toEqual([]);
    for (const kind of ['movie', 'tv-show']) {
      const looks = main.filter((t) => t.row.kind === kind).map((t) => `${t.art.motif} ${JSON.stringify(t.art.palette)}`);
      expect(looks.filter((look, i) => looks.indexOf(look) !== i)).toEqual([]);
    }
    // Neither are two palettes anywhere the same, nor do more than three titles share a subject.
    const palettes = main.map((t) => JSON.stringify(t.art.palette));
    expect(new Set(palettes).size).toBe(palettes.length);
    const motifs = main.map((t) => t.art.motif);
    expect([...new Set(motifs)].filter((m) => motifs.filter((x) => x === m).length > 3)).toEqual([]);
    // Neighbours in the catalogue's own order never share a subject.
    expect(motifs.filter((m, i) => i > 0 && motifs[i - 1] === m)).toEqual([]);
  });

  it('draws posters with the title and its billing, and no house band', () => {
    const haul = main.find((t) => t.row.name === 'The Long Haul')!;
    const svg = posterSvg(haul.row.name!, haul.art, haul.genre, haul.billing);
    expect(svg).toContain('NADIA OKAFOR · GRACE ADEYEMI');
    expect(svg).toContain('DIRECTED BY INES ALBARRÁN');
    expect(svg).not.toMatch(/A STREAMIT/i);
    const posters = main.map((t) => posterSvg(t.row.name!, t.art, t.genre, t.billing));
    expect(new Set(posters).size).toBe(posters.length);
  });

  it('gives each person a face of their own, told apart from every other at a glance (a thumbnail)', async () => {
    const portraits = catalogue.persons.map((p) => portraitSvg(p.name, p.biography, p.birthday));
    expect(new Set(portraits).size).toBe(portraits.length);
    // The old silhouettes were 1.1 apart, faces ~8.
    expect(await closestPair(portraits, 24, 30)).toBeGreaterThan(5);
  });

  it('sets each episode’s still at an hour of its own, so one show’s episodes tell apart in its season list', async () => {
    for (const show of catalogue.seasons.reduce((names, s) => names.add(catalogue.titles[s.title]!.row.name!), new Set<string>())) {
      const title = catalogue.titles.find((t) => t.row.name === show)!;
      const stills = catalogue.seasons
        .filter((s) => catalogue.titles[s.title] === title)
        .flatMap((s) => s.episodes.map((e) => stillSvg(show, title.art, `s${s.number}e${e.number}`)));
      // One sky for all was 1.7 apart at worst, ~5 now.
      expect(await closestPair(stills, 32, 18), show).toBeGreaterThan(3.5);
    }
  });

  it('renders every picture (librsvg parses each one)', async () => {
    const sharp = (await import('sharp')).default;
    const svgs = [
      ...main.flatMap((t) => [
        posterSvg(t.row.name!, t.art, t.genre, t.billing),
        backdropSvg(t.row.name!, t.art),
        stillSvg(t.row.name!, t.art, 'one'),
      ]),
      ...catalogue.titles.filter((t) => t.row.kind === 'video').map((t) => videoThumbSvg(t.row.name!, t.art)),
      ...catalogue.persons.slice(0, 10).map((p) => portraitSvg(p.name, p.biography)),
    ];
    for (const svg of svgs) expect((await sharp(Buffer.from(svg)).resize(32).raw().toBuffer()).length).toBeGreaterThan(0);
  });
});
