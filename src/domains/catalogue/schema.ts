import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldedText, tsvector } from '@/db/columns';

export const titleKind = pgEnum('title_kind', ['movie', 'tv-show', 'video']);
export const termKind = pgEnum('term_kind', ['genre', 'tag', 'category']);
export const creditRole = pgEnum('credit_role', ['cast', 'crew']);

export const titles = pgTable(
  'titles',
  {
    id: serial('id').primaryKey(),
    kind: titleKind('kind').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    synopsis: text('synopsis').notNull().default(''),
    runtimeMinutes: integer('runtime_minutes'),
    releaseDate: date('release_date'),
    contentRating: text('content_rating').notNull().default('PG'),
    restricted: boolean('restricted').notNull().default(false),
    score: numeric('score', { precision: 3, scale: 1 }),
    language: text('language').notNull().default('English'),
    posterPath: text('poster_path'),
    backdropPath: text('backdrop_path'),
    // An extra (a trailer, a featurette, an interview) is listed under the movie or show it belongs to.
    extraOf: integer('extra_of').references((): AnyPgColumn => titles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the title goes public: null is a draft (the studio's new titles), a future time a scheduled release.
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    // Weighted: the name outranks the synopsis.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(synopsis, '')), 'B')`,
    ),
    // The name alone: whether a match is on the name (ts_rank's weights cannot tell once a prefix also matches the synopsis).
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`to_tsvector('english', coalesce(name, ''))`),
  },
  (t) => [
    uniqueIndex('titles_slug_key').on(t.slug),
    index('titles_kind_release_idx').on(t.kind, t.releaseDate),
    index('titles_extra_of_idx')
      .on(t.extraOf)
      .where(sql`${t.extraOf} is not null`),
    index('titles_search_idx').using('gin', t.searchVector),
    // Typos and words the full-text parser drops ("the"): trigram matches on the name.
    index('titles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Search reads its tiers through these (search.ts): names that begin with the words, names that hold them,
    // and every tier in rank order, so a broad word stops after a page of rows instead of ranking every match.
    index('titles_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('titles_name_vector_idx').using('gin', t.nameVector),
    index('titles_search_rank_idx')
      .on(sql`(${t.kind} = 'video')`, t.score.desc().nullsLast(), t.name, t.id)
      .where(sql`${t.restricted} = false`),
  ],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    synopsis: text('synopsis').notNull().default(''),
    releaseDate: date('release_date'),
  },
  (t) => [uniqueIndex('seasons_title_number_key').on(t.titleId, t.number)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    synopsis: text('synopsis').notNull().default(''),
    runtimeMinutes: integer('runtime_minutes'),
    releaseDate: date('release_date'),
    stillPath: text('still_path'),
  },
  (t) => [uniqueIndex('episodes_season_number_key').on(t.seasonId, t.number), uniqueIndex('episodes_slug_key').on(t.slug)],
);

// Genres, tags and video categories: SPEC.md's "entries" with id, slug, title, type and an optional thumbnail.
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    kind: termKind('kind').notNull(),
    type: titleKind('type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    thumbnail: text('thumbnail'),
  },
  (t) => [uniqueIndex('terms_kind_slug_key').on(t.kind, t.slug)],
);

export const titleTerms = pgTable(
  'title_terms',
  {
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.termId] }), index('title_terms_term_idx').on(t.termId)],
);

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    designation: text('designation').notNull(),
    knownCredits: text('known_credits').notNull().default(''),
    birthday: date('birthday'),
    birthPlace: text('birth_place').notNull().default(''),
    alsoKnownAs: text('also_known_as').notNull().default(''),
    biography: text('biography').notNull().default(''),
    profileImage: text('profile_image'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', ${foldedText('name')}), 'A') || setweight(to_tsvector('simple', ${foldedText('also_known_as')}), 'B')`,
    ),
    // The name as an index sorts and matches it: "Léa" beside "Lea", "Jiménez" beside "Jimenez", whatever the database's collation.
    sortName: text('sort_name').generatedAlwaysAs(sql`${foldedText('name')}`),
  },
  (t) => [
    uniqueIndex('people_slug_key').on(t.slug),
    index('people_sort_name_idx').on(t.sortName, t.id),
    index('people_search_idx').using('gin', t.searchVector),
    index('people_sort_name_trgm_idx').using('gin', t.sortName.op('gin_trgm_ops')),
  ],
);

export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    role: creditRole('role').notNull(),
    // The character for cast, the job for crew.
    part: text('part').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('credits_title_idx').on(t.titleId, t.position), index('credits_person_idx').on(t.personId)],
);

// Curated lists (popular, top-10, sliders...) are ordered rows an operator edits, not code.
export const curatedLists = pgTable(
  'curated_lists',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('curated_lists_slug_key').on(t.slug)],
);

export const curatedListItems = pgTable(
  'curated_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => curatedLists.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.titleId] }), index('curated_list_items_order_idx').on(t.listId, t.position)],
);
