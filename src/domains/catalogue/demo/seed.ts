import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { isoDate, prng, slugify, type Rng } from '@/db/demo/random';
import { CURATED_LISTS, type CuratedListSlug } from '../curated';
import { credits, curatedListItems, curatedLists, episodes, people, seasons, terms, titles, titleTerms } from '@/domains/catalogue/schema';
import { MOVIE_GENRES, termTitle, TV_SHOW_TAGS, VIDEO_CATEGORIES, type Genre, type VideoCategory } from '@/domains/catalogue/vocabulary';
import { backdropSvg, genreSvg, portraitSvg, posterSvg, stillSvg, videoThumbSvg, writeArtwork } from './artwork';
import { TITLE_ART, type Art } from './content/art';
import { FILMS, type DemoTitle } from './content/films';
import { PEOPLE, type Craft } from './content/people';
import { SHOWS } from './content/shows';
import { VIDEOS } from './content/videos';

// The demo catalogue: written as a whole in content/ (films, shows with their seasons, videos about them, people), and
// turned here into rows. Dates are relative to the day it is seeded; credits, and the sentence of each biography
// that names a person's titles, come from the same data, so they cannot disagree.

export const DEMO_COUNTS = { movies: FILMS.length, tvShows: SHOWS.length, videos: VIDEOS.length, people: PEOPLE.length } as const;

type Kind = 'movie' | 'tv-show' | 'video';
type PlannedCredit = { person: number; role: 'cast' | 'crew'; part: string; position: number };
type PlannedTitle = {
  row: typeof titles.$inferInsert;
  genre: Genre;
  art: Art;
  /** The poster's billing: the leads above the title, the maker below. */
  billing: { top: string; bottom: string };
  termSlugs: { kind: 'genre' | 'tag' | 'category'; slug: string }[];
  characters: string[];
  credits: PlannedCredit[];
  /** A video's movie or show (an index into the planned titles): it is listed under it as an extra. */
  extraOf?: number;
};

/** How a person's craft reads on their page (SPEC.md's "designation"). */
const DESIGNATION: Record<Craft, string> = {
  actor: 'Acting',
  director: 'Directing',
  screenwriter: 'Writing',
  composer: 'Sound',
  cinematographer: 'Camera',
  editor: 'Editing',
  producer: 'Production',
  designer: 'Art',
};

/**
 * Seeds the demo catalogue once (does nothing when titles exist): built, its artwork written, then inserted in one
 * transaction.
 */
export async function seedCatalogue(db: Database, mediaDir: string, { today = new Date() }: { today?: Date } = {}): Promise<boolean> {
  if ((await db.$count(titles)) > 0) return false;
  const catalogue = buildDemoCatalogue(today);
  await writeAllArtwork(mediaDir, catalogue.titles, catalogue.persons, catalogue.seasons);
  await insertDemoCatalogue(db, catalogue);
  return true;
}

type PlannedPerson = {
  name: string;
  slug: string;
  designation: string;
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

/** The formats that show a title's cast in character (the rest show people as themselves). */
const IN_CHARACTER = new Set<string>(['Official Trailer', 'Teaser', 'First Look']);

/** A video's categories: its title's genres that are also video categories (with its own crime or romance), else the ones it names. */
function categoriesOf(named: VideoCategory[], subject: PlannedTitle): VideoCategory[] {
  const shared = subject.termSlugs.flatMap((t) =>
    t.kind === 'genre' && (VIDEO_CATEGORIES as readonly string[]).includes(t.slug) ? [t.slug as VideoCategory] : [],
  );
  // Crime and romance are video categories only, so a video that names one cannot contradict its title.
  const own = named.filter((slug) => !(MOVIE_GENRES as readonly string[]).includes(slug));
  return shared.length ? [...new Set([...shared, ...own])] : named;
}

/** A title's year of release, as its biography line says it: "The Long Haul (2024)". */
const yearOf = (row: typeof titles.$inferInsert) => row.releaseDate!.slice(0, 4);
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * The demo catalogue for a given day (the same catalogue every day, its dates moving with it): films, then shows,
 * then videos, as title rows with their terms and credits; seasons and episodes; people; curated rows.
 */
export function buildDemoCatalogue(today = new Date()): DemoCatalogue {
  const rng = prng(20261124);
  const base = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const todayIso = isoDate(base, 0);
  const personIndex = new Map(PEOPLE.map((p, i) => [p.name, i]));
  const personOf = (name: string, where: string) => {
    const i = personIndex.get(name);
    if (i === undefined) throw new Error(`Demo catalogue: ${where} credits ${name}, who is not in people.ts`);
    return i;
  };

  const planned: PlannedTitle[] = [];
  const plan = (kind: 'movie' | 'tv-show', t: DemoTitle) => {
    const art = TITLE_ART[t.name];
    if (!art) throw new Error(`Demo catalogue: ${t.name} has no artwork in art.ts`);
    const maker = (job: string) => t.crew.find(([, j]) => j === job)?.[0];
    planned.push({
      genre: t.genres[0]!,
      art,
      billing: {
        top: t.cast
          .slice(0, 2)
          .map(([person]) => person)
          .join(' · '),
        bottom: kind === 'movie' ? `Directed by ${maker('Director')}` : `Created by ${maker('Writer') ?? maker('Director')}`,
      },
      characters: t.cast.map(([, character]) => character),
      termSlugs: [
        ...t.genres.map((slug) => ({ kind: 'genre' as const, slug })),
        ...(t.tags ?? []).map((slug) => ({ kind: 'tag' as const, slug })),
      ],
      credits: [
        ...t.cast.map(([name, part], position) => ({ person: personOf(name, t.name), role: 'cast' as const, part, position })),
        ...t.crew.map(([name, part], j) => ({ person: personOf(name, t.name), role: 'crew' as const, part, position: 100 + j })),
      ],
      row: {
        kind,
        slug: slugify(t.name),
        name: t.name,
        synopsis: t.synopsis,
        runtimeMinutes: t.runtime,
        releaseDate: isoDate(base, t.release),
        contentRating: t.rating,
        restricted: t.restricted ?? false,
        score: t.score === null ? null : t.score.toFixed(1),
        language: t.language,
      },
    });
  };
  for (const film of FILMS) plan('movie', film);
  for (const show of SHOWS) plan('tv-show', show);

  // Videos come out around their title: a trailer a month before it, the rest in the weeks after; a teaser or a
  // first look of a title still to come, in the last fortnight.
  const byName = new Map(planned.map((t, index) => [t.row.name, { ...t, index }]));
  VIDEOS.forEach((v, i) => {
    const subject = byName.get(v.about);
    if (!subject) throw new Error(`Demo catalogue: the video "${v.format}: ${v.about}" is about no title`);
    const subjectDate = subject.row.releaseDate!;
    const after = (days: number) => isoDate(new Date(`${subjectDate}T00:00:00Z`), days);
    const released =
      subjectDate > todayIso ? isoDate(base, -(3 + (i % 12))) : v.format === 'Official Trailer' ? after(-30) : after(7 + ((i * 11) % 50));
    const name = `${v.format}: ${v.about}`;
    planned.push({
      genre: subject.genre,
      art: subject.art,
      billing: subject.billing,
      characters: [],
      // An extra is filed where its title is: the title's genres that are video categories, else the ones it names.
      termSlugs: categoriesOf(v.categories, subject).map((slug) => ({ kind: 'category' as const, slug })),
      // A trailer shows the cast in their parts; a featurette or an interview shows people as themselves.
      credits: v.people.map((person, position) => ({
        person: personOf(person, name),
        role: 'cast' as const,
        part: IN_CHARACTER.has(v.format)
          ? (subject.credits.find((c) => c.role === 'cast' && PEOPLE[c.person]!.name === person)?.part ?? 'Self')
          : 'Self',
        position,
      })),
      extraOf: subject.index,
      row: {
        kind: 'video',
        slug: slugify(name),
        name,
        synopsis: v.synopsis,
        runtimeMinutes: v.runtime,
        releaseDate: released > todayIso ? todayIso : released,
        contentRating: 'PG',
        restricted: false,
        // Scored and spoken as its title is: a viewer's score is the film's, not its trailer's.
        score: subject.row.score ?? null,
        language: subject.row.language,
      },
    });
  });
  if (new Set(planned.map((t) => t.row.slug)).size !== planned.length) throw new Error('Demo titles must have distinct slugs');
  for (const tag of TV_SHOW_TAGS)
    if (!planned.some((t) => t.row.kind === 'tv-show' && t.termSlugs.some((s) => s.kind === 'tag' && s.slug === tag)))
      throw new Error(`Demo catalogue: no show carries the tag ${tag}`);

  // Each biography ends with what the person does in the catalogue a visitor can open (not 18+ titles, not videos).
  const persons: PlannedPerson[] = PEOPLE.map((p, i) => {
    const work = planned
      .filter((t) => !t.row.restricted && t.row.kind !== 'video')
      .flatMap((t) => t.credits.filter((c) => c.person === i).map((c) => ({ t, c })))
      .sort((a, b) => b.t.row.releaseDate!.localeCompare(a.t.row.releaseDate!));
    const named = [...new Map(work.map((w) => [w.t.row.name, w])).values()].slice(0, 3);
    const upcoming = (w: (typeof named)[number]) => w.t.row.releaseDate! > todayIso;
    const phrase = (w: (typeof named)[number]) => {
      const when = upcoming(w)
        ? `the coming ${w.t.row.kind === 'tv-show' ? 'series' : 'film'} ${w.t.row.name}`
        : `${w.t.row.name} (${yearOf(w.t.row)})`;
      return w.c.role === 'cast' ? `${w.c.part} in ${when}` : `${w.c.part.toLowerCase()} of ${when}`;
    };
    const credits = named.length ? ` On StreamIt: ${list(named.map(phrase))}.` : '';
    return {
      name: p.name,
      slug: slugify(p.name),
      designation: [DESIGNATION[p.craft], ...(p.also ? [DESIGNATION[p.also]] : [])].join(', '),
      birthday: p.born ?? null,
      birthPlace: p.place,
      alsoKnownAs: p.aka ?? '',
      biography: `${p.about}${credits}`,
    };
  });

  const showIndex = new Map(planned.flatMap((t, i) => (t.row.kind === 'tv-show' ? [[t.row.name, i] as const] : [])));
  const plannedSeasons = SHOWS.flatMap((show) => planSeasons(show, showIndex.get(show.name)!, planned[showIndex.get(show.name)!]!));
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
    // Movies and shows first, so that each extra is written with the id of the title it belongs to.
    const insertedTitles: { id: number }[] = [];
    for (const extras of [false, true]) {
      const rows = planned.flatMap((t, i) => ((t.extraOf !== undefined) === extras ? [{ t, i }] : []));
      if (!rows.length) continue;
      const ids = await tx
        .insert(titles)
        .values(rows.map(({ t }) => ({ ...t.row, extraOf: t.extraOf === undefined ? null : insertedTitles[t.extraOf]!.id })))
        .returning({ id: titles.id });
      rows.forEach(({ i }, j) => (insertedTitles[i] = ids[j]!));
    }
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
      sql`update people set known_credits = c.n::text from (select person_id, count(distinct credits.title_id) as n from credits join titles on titles.id = credits.title_id where not titles.restricted and titles.kind <> 'video' group by person_id) c where c.person_id = people.id`,
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

/** A show's seasons a year apart from its first air date, episodes a week apart, each as written in shows.ts. */
function planSeasons(show: (typeof SHOWS)[number], title: number, planned: PlannedTitle): PlannedSeason[] {
  const first = new Date(`${planned.row.releaseDate}T00:00:00Z`);
  return show.seasons.map((season, s) => {
    const seasonDate = isoDate(first, s * 365);
    return {
      title,
      number: s + 1,
      name: `Season ${s + 1}`,
      synopsis: season.synopsis,
      releaseDate: seasonDate,
      episodes: season.episodes.map(([name, synopsis], e) => ({
        number: e + 1,
        slug: `${planned.row.slug}-s${s + 1}e${e + 1}`,
        name,
        synopsis,
        // Episodes of one show run about the same length.
        runtimeMinutes: show.runtime + ((e * 7 + s * 3) % 7) - 3,
        releaseDate: isoDate(new Date(`${seasonDate}T00:00:00Z`), e * 7),
        stillPath: `/media/images/stills/${planned.row.slug}-s${s + 1}e${e + 1}.svg`,
      })),
    };
  });
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
async function writeAllArtwork(
  mediaDir: string,
  planned: PlannedTitle[],
  persons: { name: string; slug: string; biography: string; birthday: string | null }[],
  plannedSeasons: PlannedSeason[],
) {
  const jobs: Promise<unknown>[] = [];
  for (const t of planned) {
    const poster = t.row.kind === 'video' ? videoThumbSvg(t.row.name, t.art) : posterSvg(t.row.name, t.art, t.genre, t.billing);
    jobs.push(writeArtwork(mediaDir, 'posters', t.row.slug, poster).then((path) => (t.row.posterPath = path)));
    jobs.push(writeArtwork(mediaDir, 'backdrops', t.row.slug, backdropSvg(t.row.name, t.art)).then((path) => (t.row.backdropPath = path)));
  }
  for (const season of plannedSeasons) {
    const show = planned[season.title]!;
    for (const e of season.episodes)
      jobs.push(writeArtwork(mediaDir, 'stills', e.slug, stillSvg(show.row.name, show.art, `s${season.number}e${e.number}`)));
  }
  for (const p of persons) jobs.push(writeArtwork(mediaDir, 'people', p.slug, portraitSvg(p.name, p.biography, p.birthday)));
  for (const g of MOVIE_GENRES) jobs.push(writeArtwork(mediaDir, 'genres', g, genreSvg(g)));
  await Promise.all(jobs);
}
