import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backdropSvg, genreSvg, portraitSvg, posterSvg, writeArtwork } from './artwork';
import {
  demo, DESIGNATIONS, makePersonName, makeTitleName, makeVideoName, MOVIE_GENRES, plot, prng, slugify, termTitle,
  TV_SHOW_TAGS, uniqueNames, VIDEO_CATEGORIES,
} from './demo-data';
import { credits, curatedListItems, curatedLists, episodes, people, seasons, terms, titles, titleTerms } from './schema';

export const DEMO_COUNTS = { movies: 60, tvShows: 12, videos: 40, people: 80 } as const;

type Kind = 'movie' | 'tv-show' | 'video';
type NewTitle = typeof titles.$inferInsert;

function isoDate(base: Date, offsetDays: number): string {
  return new Date(base.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Seeds the demo catalogue once; does nothing when titles exist. */
export async function seedCatalogue(db: Database, mediaDir: string): Promise<boolean> {
  if ((await db.$count(titles)) > 0) return false;

  const rng = prng(20261123);
  const base = new Date(Date.UTC(2026, 9, 1)); // releases are spread around this fixed date

  const allNames = uniqueNames(rng, DEMO_COUNTS.movies + DEMO_COUNTS.tvShows, makeTitleName);
  const videoNames = uniqueNames(rng, DEMO_COUNTS.videos, makeVideoName);
  const personNames = uniqueNames(rng, DEMO_COUNTS.people, makePersonName);

  const titleRows: NewTitle[] = [];
  const addTitle = async (kind: Kind, name: string, i: number) => {
    const slug = slugify(name);
    const upcoming = i % 10 === 9; // one in ten is not out yet
    const label = kind === 'tv-show' ? 'Series' : kind === 'video' ? 'Video' : 'Movie';
    titleRows.push({
      kind,
      slug,
      name,
      synopsis: plot(rng),
      runtimeMinutes: kind === 'movie' ? rng.int(82, 172) : kind === 'video' ? rng.int(3, 24) : rng.int(38, 62),
      releaseDate: upcoming ? isoDate(base, rng.int(60, 300)) : isoDate(base, -rng.int(5, 3650)),
      contentRating: kind === 'tv-show' ? rng.pick(['TV-PG', 'TV-14', 'TV-MA']) : rng.pick(demo.RATINGS),
      restricted: kind === 'movie' && i % 8 === 3,
      score: (rng.int(52, 96) / 10).toFixed(1),
      language: rng.pick(['English', 'English', 'English', 'Spanish', 'French', 'Japanese', 'Korean']),
      posterPath: await writeArtwork(mediaDir, 'posters', slug, posterSvg(name, label)),
      backdropPath: await writeArtwork(mediaDir, 'backdrops', slug, backdropSvg(name)),
    });
  };
  for (let i = 0; i < DEMO_COUNTS.movies; i++) await addTitle('movie', allNames[i]!, i);
  for (let i = 0; i < DEMO_COUNTS.tvShows; i++) await addTitle('tv-show', allNames[DEMO_COUNTS.movies + i]!, i);
  for (let i = 0; i < DEMO_COUNTS.videos; i++) await addTitle('video', videoNames[i]!, i);
  for (const row of titleRows) if (row.restricted) row.contentRating = '18+';

  const personRows = await Promise.all(
    personNames.map(async (name, i) => {
      const slug = slugify(name);
      const hasBirthday = i % 3 !== 2;
      return {
        slug,
        name,
        designation: DESIGNATIONS[i % DESIGNATIONS.length]!,
        birthday: hasBirthday ? `${1950 + rng.int(0, 50)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : null,
        birthPlace: rng.pick(demo.BIRTH_PLACES),
        alsoKnownAs: i % 4 === 0 ? `${name.split(' ')[0]} ${rng.pick(demo.LAST_NAMES)}` : '',
        biography: `${name} is known for work in ${DESIGNATIONS[i % DESIGNATIONS.length]!.toLowerCase()}. ${plot(rng)}`,
        profileImage: await writeArtwork(mediaDir, 'people', slug, portraitSvg(name)),
      };
    }),
  );

  const genreRows = await Promise.all(
    MOVIE_GENRES.map(async (slug) => ({
      kind: 'genre' as const,
      type: 'movie' as const,
      slug,
      title: termTitle(slug),
      thumbnail: await writeArtwork(mediaDir, 'genres', slug, genreSvg(termTitle(slug))),
    })),
  );

  await db.transaction(async (tx) => {
    const insertedTerms = await tx
      .insert(terms)
      .values([
        ...genreRows,
        ...TV_SHOW_TAGS.map((slug) => ({ kind: 'tag' as const, type: 'tv-show' as const, slug, title: termTitle(slug) })),
        ...VIDEO_CATEGORIES.map((slug) => ({ kind: 'category' as const, type: 'video' as const, slug, title: termTitle(slug) })),
      ])
      .returning();
    const insertedTitles = await tx.insert(titles).values(titleRows).returning({ id: titles.id, kind: titles.kind, slug: titles.slug, name: titles.name, releaseDate: titles.releaseDate, restricted: titles.restricted });
    const insertedPeople = await tx.insert(people).values(personRows).returning({ id: people.id, designation: people.designation });

    const genres = insertedTerms.filter((t) => t.kind === 'genre');
    const tags = insertedTerms.filter((t) => t.kind === 'tag');
    const categories = insertedTerms.filter((t) => t.kind === 'category');
    const links: { titleId: number; termId: number }[] = [];
    insertedTitles.forEach((t, i) => {
      const chosen =
        t.kind === 'video'
          ? [categories[i % categories.length]!, ...rng.sample(categories, 1)]
          : [genres[i % genres.length]!, ...rng.sample(genres, 2), ...rng.sample(tags, t.kind === 'tv-show' ? 2 : 1)];
      for (const term of new Set(chosen)) links.push({ titleId: t.id, termId: term.id });
    });
    // Every tag reaches at least one TV show, so every tag page has content.
    const shows = insertedTitles.filter((t) => t.kind === 'tv-show');
    tags.forEach((tag, i) => links.push({ titleId: shows[i % shows.length]!.id, termId: tag.id }));
    const uniqueLinks = [...new Map(links.map((l) => [`${l.titleId}:${l.termId}`, l])).values()];
    await tx.insert(titleTerms).values(uniqueLinks);

    const actors = insertedPeople.filter((p) => p.designation.includes('Acting'));
    const crew = insertedPeople.filter((p) => !p.designation.startsWith('Acting') || p.designation.includes(','));
    const creditRows: (typeof credits.$inferInsert)[] = [];
    for (const t of insertedTitles) {
      const cast = rng.sample(actors, t.kind === 'video' ? 2 : rng.int(4, 7));
      cast.forEach((p, position) => creditRows.push({ titleId: t.id, personId: p.id, role: 'cast', part: rng.pick(demo.CHARACTERS), position }));
      rng.sample(crew, t.kind === 'video' ? 1 : 3).forEach((p, i) =>
        creditRows.push({ titleId: t.id, personId: p.id, role: 'crew', part: demo.CREW_JOBS[i % demo.CREW_JOBS.length]!, position: 100 + i }),
      );
    }
    // Every person has at least one credit on a title their page may list.
    const restrictedIds = new Set(insertedTitles.filter((t) => t.restricted).map((t) => t.id));
    insertedPeople.forEach((p, i) => {
      if (!creditRows.some((c) => c.personId === p.id && !restrictedIds.has(c.titleId))) {
        const open = insertedTitles.filter((x) => !x.restricted);
        const t = open[i % open.length]!;
        creditRows.push({ titleId: t.id, personId: p.id, role: p.designation.includes('Acting') ? 'cast' : 'crew', part: p.designation.includes('Acting') ? rng.pick(demo.CHARACTERS) : 'Producer', position: 50 });
      }
    });
    await tx.insert(credits).values(creditRows);
    await tx.execute(
      sql`update people set known_credits = c.n::text from (select person_id, count(*) as n from credits join titles on titles.id = credits.title_id where not titles.restricted group by person_id) c where c.person_id = people.id`,
    );

    for (const show of shows) {
      const seasonCount = rng.int(1, 4);
      const showDate = new Date(`${show.releaseDate}T00:00:00Z`);
      for (let s = 1; s <= seasonCount; s++) {
        const [season] = await tx
          .insert(seasons)
          .values({ titleId: show.id, number: s, name: `Season ${s}`, synopsis: plot(rng), releaseDate: isoDate(showDate, (s - 1) * 365) })
          .returning({ id: seasons.id });
        const count = rng.int(4, 8);
        await tx.insert(episodes).values(
          Array.from({ length: count }, (_, e) => ({
            seasonId: season!.id,
            number: e + 1,
            slug: `${show.slug}-s${s}e${e + 1}`,
            name: `${makeTitleName(rng).replace(/^The /, '')}`,
            synopsis: plot(rng),
            runtimeMinutes: rng.int(38, 62),
            releaseDate: isoDate(showDate, (s - 1) * 365 + e * 7),
            stillPath: titleRows.find((r) => r.slug === show.slug)!.backdropPath,
          })),
        );
      }
    }

    const today = isoDate(base, 0);
    // Curated lists feed rails and recommendations, which never show 18+ titles.
    const byKind = (k: Kind) => insertedTitles.filter((t) => t.kind === k && !t.restricted);
    const released = (k: Kind) => byKind(k).filter((t) => t.releaseDate! <= today);
    const newest = (k: Kind) => [...released(k)].sort((a, b) => b.releaseDate!.localeCompare(a.releaseDate!));
    const upcoming = (k: Kind) => byKind(k).filter((t) => t.releaseDate! > today).sort((a, b) => a.releaseDate!.localeCompare(b.releaseDate!));
    const lists: [string, string, { id: number }[]][] = [
      ['big-slider', 'Featured', rng.sample([...released('movie'), ...released('tv-show')], 5)],
      ['popular-movies', 'Popular Movies', rng.sample(released('movie'), 12)],
      ['top-10', 'Top 10 Movies to Watch', rng.sample(released('movie'), 10)],
      ['latest-movies', 'Latest Movies', newest('movie').slice(0, 12)],
      ['upcoming-movies', 'Upcoming Movies', upcoming('movie')],
      ['recommended-movies', 'Recommended For You', rng.sample(released('movie'), 10)],
      ['suggested', 'Suggested For You', rng.sample(released('movie'), 10)],
      ['top-picks', 'Top Picks For You', rng.sample([...released('movie'), ...released('tv-show')], 10)],
      ['trending', 'Trending', rng.sample([...released('movie'), ...released('tv-show')], 8)],
      ['movie-slider', 'Movie Highlights', rng.sample(released('movie'), 4)],
      ['movie-of-the-year', 'Movie of the Year', rng.sample(released('movie'), 1)],
      ['popular-tv-shows', 'Popular TV Shows', rng.sample(released('tv-show'), 8)],
      ['best-of-international-shows', 'Best of International Shows', rng.sample(byKind('tv-show'), 6)],
      ['suggested-tv-shows', 'Suggested Shows', rng.sample(byKind('tv-show'), 6)],
      ['shows-we-recommend', 'Shows We Recommend', rng.sample(byKind('tv-show'), 6)],
      ['tv-show-slider', 'TV Show Highlights', rng.sample(released('tv-show'), 4)],
      ['popular-videos', 'Popular Videos', rng.sample(released('video'), 10)],
      ['latest-videos', 'Specials & Latest Videos', newest('video').slice(0, 10)],
      ['recommended-videos', 'Videos Recommended For You', rng.sample(released('video'), 10)],
      ['video-slider', 'Video Highlights', rng.sample(released('video'), 4)],
      ['upcoming-videos', 'Upcoming Videos', upcoming('video')],
    ];
    for (const [slug, name, items] of lists) {
      const [list] = await tx.insert(curatedLists).values({ slug, name }).returning({ id: curatedLists.id });
      if (items.length) await tx.insert(curatedListItems).values(items.map((t, position) => ({ listId: list!.id, titleId: t.id, position })));
    }
  });
  return true;
}
