-- Search's first statement as a function with one plan per connection (domains/catalogue/search.ts renders it; a test keeps them equal).
create or replace function search_catalogue(p_phrase text, p_prefix text, p_people_prefix text, p_typed text, p_limit int)
returns json language plpgsql stable
set plan_cache_mode = force_generic_plan
as $search$
declare
  -- Only stop words ("the"): nothing to match by full text, and no notice from an empty query.
  p_tq tsquery := case when p_prefix = '' then null else to_tsquery('english', p_prefix) end;
  p_people_tq tsquery := case when p_people_prefix = '' then null else to_tsquery('simple', p_people_prefix) end;
begin
  return (with candidates as (
      select "titles"."id" as id, "titles"."kind" as kind, "titles"."name" as name, "titles"."score" as score, case when (lower("titles"."name") ~>=~ p_phrase and lower("titles"."name") ~<~ (p_phrase || chr(1114111))) then 0 when "titles"."name_vector" @@ p_tq then 1 else 2 end as tier
      from "titles" where (((lower("titles"."name") ~>=~ p_phrase and lower("titles"."name") ~<~ (p_phrase || chr(1114111))) or "titles"."search_vector" @@ p_tq) and ("titles"."restricted" = false and "titles"."published_at" <= now())) limit 1001
    ), counted as (
      select count(*)::int as matches from candidates
    ), ranked as (
      select "titles"."id" as id, "titles"."kind" as kind, "titles"."slug" as slug, "titles"."name" as name,
  "titles"."poster_path" as "posterPath", "titles"."backdrop_path" as "backdropPath",
  "titles"."runtime_minutes" as "runtimeMinutes", "titles"."release_date"::text as "releaseDate",
  "titles"."content_rating" as "contentRating", "titles"."score"::text as score, "titles"."synopsis" as synopsis, (select count(*) from seasons s where s.title_id = "titles"."id")::int as "seasonCount", top.ord
      from (
        select c.id, row_number() over (order by c.tier, c.kind = 'video', c.score desc nulls last, c.name, c.id) as ord
        from candidates c where (select matches from counted) <= 1000
        order by ord limit p_limit
      ) top join "titles" on "titles"."id" = top.id
    ), fuzzy_titles as (
      select "titles"."id" as id, "titles"."kind" as kind, "titles"."slug" as slug, "titles"."name" as name,
  "titles"."poster_path" as "posterPath", "titles"."backdrop_path" as "backdropPath",
  "titles"."runtime_minutes" as "runtimeMinutes", "titles"."release_date"::text as "releaseDate",
  "titles"."content_rating" as "contentRating", "titles"."score"::text as score, "titles"."synopsis" as synopsis, (select count(*) from seasons s where s.title_id = "titles"."id")::int as "seasonCount",
        row_number() over (order by starts_with(lower("titles"."name"), p_phrase) desc, word_similarity(p_phrase, "titles"."name") desc,
          "titles"."kind" = 'video', "titles"."name", "titles"."id") as ord
      from "titles" where (select matches from counted) = 0 and p_phrase <% "titles"."name" and ("titles"."restricted" = false and "titles"."published_at" <= now())
      order by ord limit p_limit
    ), tier_counts as (
      select json_build_array((select count(*) from (select 1 from "titles" where ((lower("titles"."name") ~>=~ p_phrase and lower("titles"."name") ~<~ (p_phrase || chr(1114111))) and ("titles"."restricted" = false and "titles"."published_at" <= now())) limit 1001) m)::int, (select count(*) from (select 1 from "titles" where ("titles"."name_vector" @@ p_tq and ("titles"."restricted" = false and "titles"."published_at" <= now())) limit 1001) m)::int, (select count(*) from (select 1 from "titles" where ("titles"."search_vector" @@ p_tq and ("titles"."restricted" = false and "titles"."published_at" <= now())) limit 1001) m)::int) as counts where (select matches from counted) > 1000
    ), fts as (
      select "people"."slug" as slug, "people"."name" as name, "people"."designation" as designation, "people"."profile_image" as "profileImage", row_number() over (order by ts_rank("people"."search_vector", p_people_tq) desc, "people"."name") as pos
      from "people" where "people"."search_vector" @@ p_people_tq
      order by pos limit p_limit
    ), fuzzy_people as (
      select "people"."slug" as slug, "people"."name" as name, "people"."designation" as designation, "people"."profile_image" as "profileImage", row_number() over (order by word_similarity(p_typed, "people"."sort_name") desc, "people"."name") as pos
      from "people" where not exists (select 1 from fts) and p_typed <% "people"."sort_name"
      order by pos limit p_limit
    ), named as (
      select "terms"."kind" as kind, "terms"."slug" as slug, "terms"."title" as title from "terms"
      where starts_with(lower("terms"."title"), p_phrase) or position(lower("terms"."title") in p_phrase) > 0
        or word_similarity(p_phrase, "terms"."title") >= 0.6
      order by "terms"."kind", "terms"."title" limit 6
    )
    select json_build_object(
      'matches', (select matches from counted),
      'tierCounts', (select counts from tier_counts),
      'ranked', (select coalesce(json_agg(r order by r.ord), '[]') from ranked r),
      'fuzzy', (select coalesce(json_agg(f order by f.ord), '[]') from fuzzy_titles f),
      'people', (select coalesce(json_agg(f order by f.pos), '[]') from (select * from fts union all select * from fuzzy_people) f),
      'terms', (select coalesce(json_agg(n), '[]') from named n)));
end
$search$;
