import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { distinct, isoDate, prng, slugify, type Rng } from '@/db/demo/random';
import { CURATED_LISTS, type CuratedListSlug } from '../curated';
import { credits, curatedListItems, curatedLists, episodes, people, seasons, terms, titles, titleTerms } from '@/domains/catalogue/schema';
import { MOVIE_GENRES, termTitle, TV_SHOW_TAGS, VIDEO_CATEGORIES, type Genre } from '@/domains/catalogue/vocabulary';
import { backdropSvg, genreSvg, portraitSvg, posterSvg, stillSvg, videoThumbSvg, writeArtwork } from './artwork';
import {
  alsoKnownAs,
  biography,
  BIRTH_PLACES,
  CREW_JOBS,
  DESIGNATIONS,
  episodeNames,
  episodeSynopsis,
  makeCharacters,
  makePersonName,
  makeTitleName,
  synopsis,
  variedEnough,
  VIDEO_FORMATS,
  videoSynopsis,
} from './content';

export const DEMO_COUNTS = { movies: 60, tvShows: 12, videos: 40, people: 80 } as const;

type Kind = 'movie' | 'tv-show' | 'video';
type PlannedCredit = { person: number; role: 'cast' | 'crew'; part: string; position: number };
type PlannedTitle = {
  row: typeof titles.$inferInsert;
  genre: Genre;
  termSlugs: { kind: 'genre' | 'tag' | 'category'; slug: string }[];
  characters: string[];
  credits: PlannedCredit[];
};

const LANGUAGES = ['English', 'English', 'English', 'English', 'Spanish', 'French', 'Japanese', 'Korean'];
// Ratings that fit the genre: no R-rated family films.
const RATINGS: Partial<Record<Genre, string[]>> = {
  animation: ['G', 'PG'],
  family: ['G', 'PG'],
  comedy: ['PG', 'PG-13'],
  horror: ['R', 'PG-13'],
  thriller: ['PG-13', 'R'],
  action: ['PG-13', 'R'],
  history: ['PG-13', 'R'],
  drama: ['PG-13', 'R'],
};
const SHOW_RATINGS: Partial<Record<Genre, string[]>> = {
  animation: ['TV-Y7', 'TV-PG'],
  family: ['TV-G', 'TV-PG'],
  horror: ['TV-MA'],
  thriller: ['TV-14', 'TV-MA'],
};

/**
 * Seeds the demo catalogue once (does nothing when titles exist): built, its artwork written, then inserted in one
 * transaction.
 */
export async function seedCatalogue(db: Database, mediaDir: string, { today = new Date() }: { today?: Date } = {}): Promise<boolean> {
  if ((await db.$count(titles)) > 0) return false;
  const catalogue = buildDemoCatalogue(today);
  await writeAllArtwork(mediaDir, catalogue.titles, catalogue.persons);
  await insertDemoCatalogue(db, catalogue);
  return true;
}

type PlannedPerson = {
  name: string;
  slug: string;
  designation: string;
  birthYear: number | undefined;
  birthday: string | null;
  birthPlace: string;
  alsoKnownAs: string;
  biography: string;
};
type PlannedEpisode = Omit<typeof episodes.$inferInsert, 'seasonId'>;
type PlannedSeason = Omit<typeof seasons.$inferInsert, 'titleId'> & { title: number; episodes: PlannedEpisode[] };

/** The whole demo catalogue as rows, people and titles referred to by their index; nothing written anywhere. */
export type DemoCatalogue = {
  persons: PlannedPerson[];
  titles: PlannedTitle[];
  seasons: PlannedSeason[];
  /** Each curated row's titles (indexes into `titles`), in order. */
  curated: { slug: CuratedListSlug; titles: number[] }[];
};

/**
 * The demo catalogue, the same for the same day (a seeded generator). Dates are relative to `today`: most titles
 * are out, one in ten is upcoming; every show's seasons and episodes follow its first air date.
 */
export function buildDemoCatalogue(today = new Date()): DemoCatalogue {
  const rng = prng(20261123);
  const base = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const todayIso = isoDate(base, 0);

  // People first: credits and synopses name them.
  const personNames = distinct(rng, DEMO_COUNTS.people, makePersonName, (n) => n);
  const persons = personNames.map((name, i) => {
    const designation = DESIGNATIONS[i % DESIGNATIONS.length]!;
    const birthYear = i % 3 === 2 ? undefined : 1950 + rng.int(0, 50);
    return {
      name,
      slug: slugify(name),
      designation,
      birthYear,
      birthday: birthYear ? `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : null,
      birthPlace: rng.pick(BIRTH_PLACES),
      alsoKnownAs: i % 4 === 0 ? alsoKnownAs(rng, name) : '',
      biography: '',
    };
  });
  const actors = persons
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.designation.includes('Acting'))
    .map(({ i }) => i);
  const crew = persons
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => !p.designation.startsWith('Acting') || p.designation.includes(','))
    .map(({ i }) => i);
  const directors = persons
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.designation.includes('Directing'))
    .map(({ i }) => i);

  const filmNames = distinct(rng, DEMO_COUNTS.movies + DEMO_COUNTS.tvShows, makeTitleName, (n) => slugify(n), variedEnough);
  const planned: PlannedTitle[] = [];
  const plan = (kind: 'movie' | 'tv-show', name: string, i: number) => {
    const upcoming = i % 10 === 9;
    const restricted = kind === 'movie' && i % 8 === 3;
    // 18+ titles are horror, thrillers and adult drama, never family films.
    const genre: Genre = restricted
      ? (['horror', 'thriller', 'drama', 'mystery'] as const)[(i >> 3) % 4]!
      : MOVIE_GENRES[(i * 5 + (kind === 'tv-show' ? 3 : 0)) % MOVIE_GENRES.length]!;
    const castSize = rng.int(4, 7);
    const characters = makeCharacters(rng, castSize);
    const castPeople = rng.sample(actors, castSize);
    // Nobody appears twice in one title's credits.
    const director = rng.pick(directors.filter((d) => !castPeople.includes(d)));
    const otherCrew = rng.sample(
      crew.filter((c) => c !== director && !castPeople.includes(c)),
      2,
    );
    const extraGenres = rng.sample(
      MOVIE_GENRES.filter((g) => g !== genre),
      rng.int(1, 2),
    );
    const tags = rng.sample(TV_SHOW_TAGS, kind === 'tv-show' ? 2 : 1);
    const released = upcoming ? isoDate(base, rng.int(12, 240)) : isoDate(base, -rng.int(20, kind === 'tv-show' ? 2900 : 3650));
    planned.push({
      genre,
      characters,
      termSlugs: [
        ...[genre, ...extraGenres].map((slug) => ({ kind: 'genre' as const, slug })),
        ...tags.map((slug) => ({ kind: 'tag' as const, slug })),
      ],
      credits: [
        ...castPeople.map((person, position) => ({ person, role: 'cast' as const, part: characters[position]!, position })),
        { person: director, role: 'crew' as const, part: 'Director', position: 100 },
        ...otherCrew.map((person, j) => ({
          person,
          role: 'crew' as const,
          part: CREW_JOBS[1 + ((i + j) % (CREW_JOBS.length - 1))]!,
          position: 101 + j,
        })),
      ],
      row: {
        kind,
        slug: slugify(name),
        name,
        synopsis: synopsis(rng, genre, characters, kind === 'tv-show'),
        runtimeMinutes: kind === 'movie' ? rng.int(84, 168) : rng.int(38, 62),
        releaseDate: released,
        contentRating: restricted
          ? '18+'
          : kind === 'tv-show'
            ? rng.pick(SHOW_RATINGS[genre] ?? ['TV-PG', 'TV-14', 'TV-MA'])
            : rng.pick(RATINGS[genre] ?? ['PG', 'PG-13']),
        restricted,
        // Upcoming titles have no audience score yet.
        score: upcoming ? null : (rng.int(58, 94) / 10).toFixed(1),
        language: rng.pick(LANGUAGES),
      },
    });
  };
  for (let i = 0; i < DEMO_COUNTS.movies; i++) plan('movie', filmNames[i]!, i);
  for (let i = 0; i < DEMO_COUNTS.tvShows; i++) plan('tv-show', filmNames[DEMO_COUNTS.movies + i]!, i);

  // Short videos are about the films and shows: a format each, the people of that title in them.
  const subjects = planned.filter((t) => !t.row.restricted);
  const upcomingSubjects = subjects.filter((s) => s.row.releaseDate! > todayIso);
  let firstLooks = 0;
  for (let i = 0; i < DEMO_COUNTS.videos; i++) {
    const format = VIDEO_FORMATS[i % VIDEO_FORMATS.length]!;
    // A first look is of a title not out yet (while there are any); every other format of one that is.
    const film =
      format === 'First Look' && firstLooks < upcomingSubjects.length
        ? upcomingSubjects[firstLooks++]!
        : subjects[(i * 7) % subjects.length]!;
    const name = `${format}: ${film.row.name}`;
    const director = film.credits.find((c) => c.part === 'Director')!.person;
    const lead = film.credits.find((c) => c.role === 'cast')!.person;
    const composer = film.credits.find((c) => c.role === 'crew' && c.part !== 'Director')!.person;
    const filmDate = film.row.releaseDate!;
    const released =
      filmDate > todayIso
        ? isoDate(base, -rng.int(1, 10))
        : filmDate < isoDate(base, -700)
          ? isoDate(base, -rng.int(1, 700))
          : isoDate(new Date(`${filmDate}T00:00:00Z`), rng.int(0, 20));
    const category = (VIDEO_CATEGORIES as readonly string[]).includes(film.genre)
      ? film.genre
      : VIDEO_CATEGORIES[i % VIDEO_CATEGORIES.length]!;
    planned.push({
      genre: film.genre,
      characters: [],
      termSlugs: [...new Set([category, VIDEO_CATEGORIES[(i * 3) % VIDEO_CATEGORIES.length]!])].map((slug) => ({
        kind: 'category' as const,
        slug,
      })),
      credits: [
        { person: lead, role: 'cast', part: 'Self', position: 0 },
        { person: director, role: 'crew', part: 'Director', position: 100 },
      ],
      row: {
        kind: 'video',
        slug: slugify(name),
        name,
        synopsis: videoSynopsis(format, film.row.name, {
          director: persons[director]!.name,
          actor: persons[lead]!.name,
          crew: persons[composer]!.name,
        }),
        runtimeMinutes: rng.int(3, 24),
        releaseDate: released > todayIso ? todayIso : released,
        contentRating: film.row.restricted ? '18+' : 'PG',
        restricted: false,
        score: (rng.int(60, 95) / 10).toFixed(1),
        language: 'English',
      },
    });
  }
  if (new Set(planned.map((t) => t.row.slug)).size !== planned.length) throw new Error('Demo titles must have distinct slugs');

  // Everyone appears on a title their page may list.
  const credited = new Set(planned.filter((t) => !t.row.restricted).flatMap((t) => t.credits.map((c) => c.person)));
  const open = planned.filter((t) => !t.row.restricted && t.row.kind !== 'video');
  persons.forEach((p, i) => {
    if (credited.has(i)) return;
    const t = open[i % open.length]!;
    if (p.designation.includes('Acting')) {
      const part = makeCharacters(rng, 8).find((c) => !t.characters.includes(c))!;
      t.characters.push(part);
      t.credits.push({ person: i, role: 'cast', part, position: 50 });
    } else t.credits.push({ person: i, role: 'crew', part: 'Producer', position: 150 });
  });

  // Biographies name what each person is best known for: their best-rated titles a visitor can open.
  const knownFor = persons.map((_, p) =>
    planned
      .filter((t) => !t.row.restricted && t.row.kind !== 'video' && t.row.score && t.credits.some((c) => c.person === p))
      .sort((a, b) => Number(b.row.score) - Number(a.row.score))
      .map((t) => t.row.name),
  );
  for (const [p, person] of persons.entries()) person.biography = biography(rng, person, knownFor[p]!);
  const plannedSeasons = planned.flatMap((t, i) => (t.row.kind === 'tv-show' ? planSeasons(rng, t, i, base) : []));
  const curated = planCuratedLists(
    rng,
    planned.map((t, index) => ({ ...t.row, index })),
    todayIso,
  );
  return { persons, titles: planned, seasons: plannedSeasons, curated };
}

/** Writes a built catalogue in one transaction: terms, titles, people, their links, seasons, curated rows. */
async function insertDemoCatalogue(db: Database, { persons, titles: planned, seasons: plannedSeasons, curated }: DemoCatalogue) {
  await db.transaction(async (tx) => {
    const insertedTerms = await tx
      .insert(terms)
      .values([
        ...MOVIE_GENRES.map((slug) => ({
          kind: 'genre' as const,
          type: 'movie' as const,
          slug,
          title: termTitle(slug),
          thumbnail: `/media/images/genres/${slug}.svg`,
        })),
        ...TV_SHOW_TAGS.map((slug) => ({ kind: 'tag' as const, type: 'tv-show' as const, slug, title: termTitle(slug) })),
        ...VIDEO_CATEGORIES.map((slug) => ({ kind: 'category' as const, type: 'video' as const, slug, title: termTitle(slug) })),
      ])
      .returning();
    const termId = new Map(insertedTerms.map((t) => [`${t.kind}:${t.slug}`, t.id]));
    const insertedTitles = await tx
      .insert(titles)
      .values(planned.map((t) => t.row))
      .returning({ id: titles.id });
    const insertedPeople = await tx
      .insert(people)
      .values(
        persons.map((p) => ({
          slug: p.slug,
          name: p.name,
          designation: p.designation,
          birthday: p.birthday,
          birthPlace: p.birthPlace,
          alsoKnownAs: p.alsoKnownAs,
          biography: p.biography,
          profileImage: `/media/images/people/${p.slug}.svg`,
        })),
      )
      .returning({ id: people.id });

    const links = planned.flatMap((t, i) =>
      t.termSlugs.map((term) => ({ titleId: insertedTitles[i]!.id, termId: termId.get(`${term.kind}:${term.slug}`)! })),
    );
    // Every tag reaches at least one show, so every tag page has content.
    const shows = planned.map((t, i) => ({ t, id: insertedTitles[i]!.id })).filter(({ t }) => t.row.kind === 'tv-show');
    TV_SHOW_TAGS.forEach((tag, i) => links.push({ titleId: shows[i % shows.length]!.id, termId: termId.get(`tag:${tag}`)! }));
    await tx.insert(titleTerms).values([...new Map(links.map((l) => [`${l.titleId}:${l.termId}`, l])).values()]);

    await tx.insert(credits).values(
      planned.flatMap((t, i) =>
        t.credits.map((c) => ({
          titleId: insertedTitles[i]!.id,
          personId: insertedPeople[c.person]!.id,
          role: c.role,
          part: c.part,
          position: c.position,
        })),
      ),
    );
    await tx.execute(
      sql`update people set known_credits = c.n::text from (select person_id, count(*) as n from credits join titles on titles.id = credits.title_id where not titles.restricted group by person_id) c where c.person_id = people.id`,
    );

    for (const { title, episodes: planEpisodes, ...season } of plannedSeasons) {
      const [row] = await tx
        .insert(seasons)
        .values({ ...season, titleId: insertedTitles[title]!.id })
        .returning({ id: seasons.id });
      await tx.insert(episodes).values(planEpisodes.map((e) => ({ ...e, seasonId: row!.id })));
    }
    for (const { slug, titles: items } of curated) {
      const [list] = await tx.insert(curatedLists).values({ slug, name: CURATED_LISTS[slug] }).returning({ id: curatedLists.id });
      if (items.length)
        await tx
          .insert(curatedListItems)
          .values(items.map((index, position) => ({ listId: list!.id, titleId: insertedTitles[index]!.id, position })));
    }
  });
}

/** Seasons a year apart from the first air date (only those already announced), episodes a week apart. */
function planSeasons(rng: Rng, show: PlannedTitle, title: number, base: Date): PlannedSeason[] {
  const first = new Date(`${show.row.releaseDate}T00:00:00Z`);
  const yearsOut = Math.max(0, Math.floor((base.getTime() - first.getTime()) / (365 * 86_400_000)));
  const seasonCount = Math.max(1, Math.min(rng.int(1, 4), yearsOut + 1));
  const names = episodeNames(rng, 36);
  let n = 0;
  const planned: PlannedSeason[] = [];
  for (let s = 1; s <= seasonCount; s++) {
    const seasonDate = isoDate(first, (s - 1) * 365);
    const season = {
      title,
      number: s,
      name: `Season ${s}`,
      synopsis: episodeSynopsis(rng, show.characters, { first: false, last: false }),
      releaseDate: seasonDate,
    };
    const count = rng.int(4, 8);
    planned.push({
      ...season,
      episodes: Array.from({ length: count }, (_, e) => ({
        number: e + 1,
        slug: `${show.row.slug}-s${s}e${e + 1}`,
        name: names[n++ % names.length]!,
        synopsis: episodeSynopsis(rng, show.characters, { first: e === 0, last: e === count - 1 }),
        runtimeMinutes: rng.int(38, 62),
        releaseDate: isoDate(new Date(`${seasonDate}T00:00:00Z`), e * 7),
        stillPath: `/media/images/stills/${show.row.slug}-s${s}e${e + 1}.svg`,
      })),
    });
  }
  return planned;
}

type IndexedTitle = typeof titles.$inferInsert & { index: number };

/** Each curated row's titles (by index), picked from those a visitor may see. */
function planCuratedLists(rng: Rng, all: IndexedTitle[], today: string): DemoCatalogue['curated'] {
  // Rails and recommendations never show 18+ titles.
  const byKind = (k: Kind) => all.filter((t) => t.kind === k && !t.restricted);
  const released = (k: Kind) => byKind(k).filter((t) => t.releaseDate! <= today);
  const newest = (k: Kind) => [...released(k)].sort((a, b) => b.releaseDate!.localeCompare(a.releaseDate!));
  const upcoming = (k: Kind) =>
    byKind(k)
      .filter((t) => t.releaseDate! > today)
      .sort((a, b) => a.releaseDate!.localeCompare(b.releaseDate!));
  const best = (k: Kind) => [...released(k)].sort((a, b) => Number(b.score) - Number(a.score));
  const lists: Record<CuratedListSlug, IndexedTitle[]> = {
    'big-slider': rng.sample([...best('movie').slice(0, 12), ...best('tv-show').slice(0, 4)], 5),
    'popular-movies': rng.sample(released('movie'), 12),
    'top-10': best('movie').slice(0, 10),
    'latest-movies': newest('movie').slice(0, 12),
    'upcoming-movies': upcoming('movie'),
    'recommended-movies': rng.sample(released('movie'), 10),
    suggested: rng.sample(released('movie'), 10),
    'top-picks': rng.sample([...released('movie'), ...released('tv-show')], 10),
    trending: rng.sample([...released('movie'), ...released('tv-show')], 8),
    'movie-slider': rng.sample(best('movie').slice(0, 10), 4),
    'movie-of-the-year': best('movie').slice(0, 1),
    'popular-tv-shows': rng.sample(released('tv-show'), 8),
    'best-of-international-shows': byKind('tv-show')
      .filter((t) => t.language !== 'English')
      .concat(rng.sample(byKind('tv-show'), 6))
      .slice(0, 6),
    'suggested-tv-shows': rng.sample(released('tv-show'), 6),
    'shows-we-recommend': best('tv-show').slice(0, 6),
    'tv-show-slider': rng.sample(released('tv-show'), 4),
    'popular-videos': rng.sample(released('video'), 10),
    'latest-videos': newest('video').slice(0, 10),
    'recommended-videos': rng.sample(released('video'), 10),
    'video-slider': rng.sample(released('video'), 4),
    'upcoming-videos': upcoming('video'),
  };
  return (Object.entries(lists) as [CuratedListSlug, IndexedTitle[]][]).map(([slug, items]) => ({
    slug,
    titles: [...new Set(items.map((t) => t.index))],
  }));
}

/** Every image the demo uses, written once as SVG (the image handler rasterizes them). */
async function writeAllArtwork(mediaDir: string, planned: PlannedTitle[], persons: { name: string; slug: string; designation: string }[]) {
  const jobs: Promise<unknown>[] = [];
  for (const t of planned) {
    const kindLabel = t.row.kind === 'tv-show' ? 'Series' : t.row.kind === 'video' ? 'Video' : 'Film';
    const poster = t.row.kind === 'video' ? videoThumbSvg(t.row.name, t.genre) : posterSvg(t.row.name, t.genre, kindLabel);
    jobs.push(writeArtwork(mediaDir, 'posters', t.row.slug, poster).then((path) => (t.row.posterPath = path)));
    jobs.push(
      writeArtwork(mediaDir, 'backdrops', t.row.slug, backdropSvg(t.row.name, t.genre)).then((path) => (t.row.backdropPath = path)),
    );
    if (t.row.kind === 'tv-show') {
      for (let s = 1; s <= 4; s++)
        for (let e = 1; e <= 8; e++)
          jobs.push(writeArtwork(mediaDir, 'stills', `${t.row.slug}-s${s}e${e}`, stillSvg(t.row.name, t.genre, s, e)));
    }
  }
  for (const p of persons) jobs.push(writeArtwork(mediaDir, 'people', p.slug, portraitSvg(p.name, p.designation)));
  for (const g of MOVIE_GENRES) jobs.push(writeArtwork(mediaDir, 'genres', g, genreSvg(g, termTitle(g))));
  await Promise.all(jobs);
}
