import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { toCard, type TitleCard } from './cards';

// Personal rails, scored from an identity's viewing history (playback's watch_progress, read here because the
// rail is a list of titles): titles watched by people who watched the same titles, plus genre and cast affinity.
// Watched titles, 18+ titles and unreleased ones are left out. One SQL query per rail. No history, no rail: the
// curated row stays (the cold start).

export type PersonalRailName = 'suggested' | 'recommended';

/** How much each signal counts: Suggested leans on what similar viewers watch, Recommended on what the titles are. */
const WEIGHTS: Record<PersonalRailName, { cowatch: number; genre: number; cast: number; movieOnly: boolean }> = {
  suggested: { cowatch: 3, genre: 1, cast: 0.5, movieOnly: false },
  recommended: { cowatch: 1, genre: 2, cast: 1.5, movieOnly: true },
};

type Row = Parameters<typeof toCard>[0];

export async function personalRail(identityId: string, rail: PersonalRailName, limit = 12): Promise<TitleCard[]> {
  const w = WEIGHTS[rail];
  const result = await getDb().execute(sql`
    with history as (
      -- A title counts fully once watched, half while under way.
      select title_id, max(case when watched then 1.0 else 0.5 end) as weight
      from watch_progress where identity_id = ${identityId} group by title_id
    ),
    seen as (select distinct identity_id, title_id from watch_progress where identity_id <> ${identityId}),
    peers as (
      select s.identity_id, sum(h.weight) as overlap from seen s join history h on h.title_id = s.title_id group by s.identity_id
    ),
    cowatch as (select s.title_id, sum(p.overlap) as score from seen s join peers p on p.identity_id = s.identity_id group by s.title_id),
    genres as (
      select tt.term_id, sum(h.weight) as weight from title_terms tt
      join terms g on g.id = tt.term_id and g.kind = 'genre'
      join history h on h.title_id = tt.title_id group by tt.term_id
    ),
    genre_score as (select tt.title_id, sum(g.weight) as score from title_terms tt join genres g on g.term_id = tt.term_id group by tt.title_id),
    actors as (
      select c.person_id, sum(h.weight) as weight from credits c join history h on h.title_id = c.title_id
      where c.role = 'cast' group by c.person_id
    ),
    cast_score as (
      select c.title_id, sum(a.weight) as score from credits c join actors a on a.person_id = c.person_id
      where c.role = 'cast' group by c.title_id
    )
    select t.id, t.kind, t.slug, t.name, t.poster_path as "posterPath", t.backdrop_path as "backdropPath",
      t.runtime_minutes as "runtimeMinutes", t.release_date::text as "releaseDate", t.content_rating as "contentRating",
      t.score::text as score, t.synopsis,
      (select count(*) from seasons where seasons.title_id = t.id)::int as "seasonCount",
      ${w.cowatch} * coalesce(cw.score, 0) + ${w.genre} * coalesce(gs.score, 0) + ${w.cast} * coalesce(cs.score, 0) as rank
    from titles t
    left join cowatch cw on cw.title_id = t.id
    left join genre_score gs on gs.title_id = t.id
    left join cast_score cs on cs.title_id = t.id
    where not t.restricted and t.published_at <= now()
      and (t.release_date is null or t.release_date <= current_date)
      and not exists (select 1 from history h where h.title_id = t.id)
      and (${!w.movieOnly} or t.kind = 'movie')
      and coalesce(cw.score, 0) + coalesce(gs.score, 0) + coalesce(cs.score, 0) > 0
    order by rank desc, t.id
    limit ${limit}`);
  const rows = (result as unknown as { rows: (Row & { rank: number })[] }).rows;
  return rows.map((r) => toCard(r));
}
