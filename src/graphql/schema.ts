import SchemaBuilder from '@pothos/core';
import DataLoader from 'dataloader';
// Yoga's own error class: an error of another copy of graphql would be masked as unexpected.
import { createGraphQLError } from 'graphql-yoga';
import {
  API_MAX_PAGE,
  creditsOfTitles,
  listedTitleIds,
  titleCardBySlug,
  titleCardsPage,
  titlesOfPeople,
  type ApiCredit,
} from '@/domains/catalogue/api';
import { isSlug, type TitleCard } from '@/domains/catalogue/cards';
import { getPersonBySlug, listPeople } from '@/domains/catalogue/people';
import { searchCatalogue, type PersonHit } from '@/domains/catalogue/search';
import { searchLimiter } from '@/server/search-limit';
import { listTerms } from '@/domains/catalogue/terms';
import { getWatchlist } from '@/domains/library/watchlist';
import { getCollection, listCollections } from '@/domains/library/collections';
import { continueWatching, type ContinueItem } from '@/domains/playback/progress';
import { readCart } from '@/domains/shop/cart';
import type { CartLine, CartView } from '@/domains/shop/cart-view';
import { ordersOf } from '@/domains/shop/orders';
import type { OrderSummary } from '@/domains/shop/order-view';
import { CURATED_LISTS, type CuratedListSlug } from '@/domains/catalogue/curated';
import { getCuratedList } from '@/domains/catalogue/lists';
import { watchPath } from '@/domains/catalogue/paths';
import { getTitleBySlug } from '@/domains/catalogue/titles';
import { cachedListPosts, getPost, type PostSummary } from '@/domains/blog/posts';
import { cachedProduct, type ProductDetail, type Variant } from '@/domains/shop/products';
import { findPlayableTarget } from '@/domains/catalogue/targets';
import { formatTarget } from '@/domains/catalogue/playback-target';
import {
  createCollection,
  deleteCollection,
  renameCollection,
  reorderCollection,
  updateCollectionTitle,
  updateWatchlist,
} from '@/domains/library/actions';
import { saveWatchProgress } from '@/domains/playback/actions';
import { addToCart, removeFromCart, setCartQuantity } from '@/domains/shop/actions';
import type { ActionResult } from '@/lib/action-result';
import { publicOrigin } from '@/server/site-url';
import type { Viewer } from '@/server/viewer';

// The data API's schema, code first (Pothos), over the domains' own read functions and actions: never the tables.
// Lists take `first` (at most 50) and `offset`; a list's nested fields load through per-request dataloaders, so a
// page of 50 titles with their people is a fixed number of queries.

export type GraphQLContext = {
  /** The token's person, or a visitor (public reads only). */
  viewer: Viewer;
  clientIp: string;
  loaders: ReturnType<typeof makeLoaders>;
};

export function makeLoaders() {
  return {
    credits: new DataLoader<number, ApiCredit[]>(async (ids) => {
      const found = await creditsOfTitles(ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    titlesOf: new DataLoader<string, TitleCard[]>(async (slugs) => {
      const found = await titlesOfPeople(slugs);
      return slugs.map((slug) => found.get(slug) ?? []);
    }),
  };
}

const builder = new SchemaBuilder<{ Context: GraphQLContext }>({});

const TitleKindEnum = builder.enumType('TitleKind', {
  values: { MOVIE: { value: 'movie' }, TV_SHOW: { value: 'tv-show' }, VIDEO: { value: 'video' } } as const,
});
const CreditRoleEnum = builder.enumType('CreditRole', { values: { CAST: { value: 'cast' }, CREW: { value: 'crew' } } as const });

const absolute = (path: string | null) => (path ? new URL(path, publicOrigin()).toString() : null);

type PersonShape = Pick<PersonHit, 'slug' | 'name' | 'designation'>;
// Declared before they are drawn: titles name people, people name titles.
const Title = builder.objectRef<TitleCard>('Title');
const Person = builder.objectRef<PersonShape>('Person');
const PersonSummary = builder.objectRef<PersonShape>('PersonSummary');
const MAX_CREDITS = 50;
const MAX_PERSON_TITLES = 20;
const Credit = builder.objectRef<ApiCredit>('Credit');

Title.implement({
  description: 'A movie, a TV show or a short video, as the catalogue lists it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    kind: t.field({ type: TitleKindEnum, resolve: (title) => title.kind }),
    name: t.exposeString('name'),
    synopsis: t.exposeString('synopsis'),
    url: t.string({ description: 'The title’s page on the site.', resolve: (title) => absolute(title.href)! }),
    posterUrl: t.string({ nullable: true, resolve: (title) => absolute(title.posterPath) }),
    backdropUrl: t.string({ nullable: true, resolve: (title) => absolute(title.backdropPath) }),
    releaseDate: t.exposeString('releaseDate', { nullable: true }),
    upcoming: t.exposeBoolean('upcoming'),
    contentRating: t.exposeString('contentRating'),
    score: t.exposeString('score', { nullable: true }),
    seasonCount: t.exposeInt('seasonCount'),
    credits: t.field({
      type: [Credit],
      description: `Cast and crew, in billing order: the first ${MAX_CREDITS} at most.`,
      args: { first: t.arg.int({ defaultValue: 20 }) },
      resolve: async (title, args, ctx) => {
        check(args.first! >= 1 && args.first! <= MAX_CREDITS, `first is 1 to ${MAX_CREDITS}.`);
        return (await ctx.loaders.credits.load(title.id)).slice(0, args.first!);
      },
    }),
  }),
});

// A person as lists and credits name them; only `person(slug)` goes on to their titles (no list of people fans out
// into lists of titles and back: the size of an answer stays bounded by its arguments).
PersonSummary.implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    designation: t.exposeString('designation'),
    url: t.string({ resolve: (p) => absolute(`/cast/${p.slug}`)! }),
  }),
});

Person.implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    designation: t.exposeString('designation'),
    url: t.string({ resolve: (p) => absolute(`/cast/${p.slug}`)! }),
    titles: t.field({
      type: [Title],
      description: `What they are credited on, newest first: the first ${MAX_PERSON_TITLES} at most.`,
      args: { first: t.arg.int({ defaultValue: 10 }) },
      resolve: async (p, args, ctx) => {
        check(args.first! >= 1 && args.first! <= MAX_PERSON_TITLES, `first is 1 to ${MAX_PERSON_TITLES}.`);
        return (await ctx.loaders.titlesOf.load(p.slug)).slice(0, args.first!);
      },
    }),
  }),
});

Credit.implement({
  fields: (t) => ({
    role: t.field({ type: CreditRoleEnum, resolve: (c) => c.role }),
    part: t.string({ description: 'The character played, or the job.', resolve: (c) => c.part ?? '' }),
    person: t.field({ type: PersonSummary, resolve: (c) => ({ slug: c.slug, name: c.name, designation: c.designation }) }),
  }),
});

type Page = { items: TitleCard[]; total: number };
const TitlePage = builder.objectRef<Page>('TitlePage').implement({
  fields: (t) => ({ items: t.field({ type: [Title], resolve: (p) => p.items }), total: t.exposeInt('total') }),
});

type Term = { kind: 'genre' | 'tag' | 'category'; slug: string; title: string };
const Genre = builder.objectRef<Term>('Genre').implement({
  fields: (t) => ({ slug: t.exposeString('slug'), name: t.exposeString('title') }),
});

const Tag = builder.objectRef<Term>('Tag').implement({
  description: 'A tag of movies and shows (its page lists them).',
  fields: (t) => ({ slug: t.exposeString('slug'), name: t.exposeString('title') }),
});

const SearchResults = builder.objectRef<Awaited<ReturnType<typeof searchCatalogue>>>('SearchResults').implement({
  fields: (t) => ({
    titles: t.field({ type: [Title], resolve: (r) => r.titles }),
    people: t.field({ type: [PersonSummary], resolve: (r) => r.people }),
  }),
});

const Named = builder.objectRef<{ slug: string; name: string; href: string }>('Named').implement({
  description: 'An author, a category: its slug, name and page.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    url: t.string({ resolve: (n) => absolute(n.href)! }),
  }),
});

const Post = builder.objectRef<PostSummary>('Post').implement({
  description: 'A published blog post.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    excerpt: t.exposeString('excerpt'),
    format: t.exposeString('format'),
    url: t.string({ resolve: (p) => absolute(p.href)! }),
    coverUrl: t.string({ nullable: true, resolve: (p) => absolute(p.cover) }),
    publishedAt: t.exposeString('publishedAt'),
    readingMinutes: t.exposeInt('readingMinutes'),
    author: t.field({ type: Named, resolve: (p) => p.author }),
    category: t.field({ type: Named, resolve: (p) => p.category }),
  }),
});

const PostPage = builder.objectRef<{ items: PostSummary[]; total: number; pageCount: number }>('PostPage').implement({
  fields: (t) => ({
    items: t.field({ type: [Post], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
    pageCount: t.exposeInt('pageCount'),
  }),
});

const Money = builder.objectRef<{ amountMinor: number; currency: string }>('Money').implement({
  description: "An amount in the currency's minor units (cents): never a float.",
  fields: (t) => ({ amountMinor: t.exposeInt('amountMinor'), currency: t.exposeString('currency') }),
});

const ProductVariant = builder.objectRef<Variant>('ProductVariant').implement({
  fields: (t) => ({
    sku: t.exposeString('sku'),
    options: t.stringList({
      description: 'As "Size: M".',
      resolve: (v) => Object.entries(v.options).map(([k, value]) => `${k}: ${value}`),
    }),
    price: t.field({ type: Money, resolve: (v) => ({ amountMinor: v.priceMinor, currency: v.currency }) }),
    compareAt: t.field({
      type: Money,
      nullable: true,
      resolve: (v) => (v.compareAtMinor === null ? null : { amountMinor: v.compareAtMinor, currency: v.currency }),
    }),
    inStock: t.boolean({ resolve: (v) => v.stock > 0 }),
  }),
});

const Product = builder.objectRef<ProductDetail>('Product').implement({
  description: 'Merchandise in the shop.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    blurb: t.exposeString('blurb'),
    description: t.exposeString('description'),
    url: t.string({ resolve: (p) => absolute(p.href)! }),
    category: t.string({ resolve: (p) => p.category.name }),
    variants: t.field({ type: [ProductVariant], resolve: (p) => p.variants }),
  }),
});

/** The person's watchlist as the API shows it: without 18+ titles. */
async function listedWatchlist(identityId: string) {
  return listedOnly(await getWatchlist(identityId));
}

/** The person the token names, or a refusal that says how to get one. */
function signedIn(ctx: GraphQLContext) {
  if (ctx.viewer.kind !== 'user') {
    throw createGraphQLError('Sign in: send an access token from the identity provider as "Authorization: Bearer <token>".', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  return ctx.viewer;
}

/** The token's person as an action's context: the site's actions act for them as for a signed-in visitor. */
function actingAs(ctx: GraphQLContext) {
  return { clientIp: ctx.clientIp, viewer: signedIn(ctx) };
}

/** An action's refusal as a GraphQL error with its status as the code. */
function unwrap<T>(result: ActionResult<T>): T {
  if (result.ok) return result.data;
  const code = { 400: 'BAD_USER_INPUT', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 429: 'RATE_LIMITED', 500: 'INTERNAL' }[
    result.status
  ];
  // A form's "some fields need another look" says nothing to an API caller: the message names each field's problem.
  const fields = Object.entries(result.fieldErrors ?? {}).map(([field, errors]) => `${field}: ${errors.join(' ')}`);
  throw createGraphQLError(fields.length ? fields.join('; ') : result.error, { extensions: { code, fieldErrors: result.fieldErrors } });
}

/** Of these cards, the ones the API shows (published, not 18+), in their order. */
async function listedOnly(cards: TitleCard[]): Promise<TitleCard[]> {
  const listed = await listedTitleIds(cards.map((c) => c.id));
  return cards.filter((c) => listed.has(c.id));
}

const Collection = builder.objectRef<{ identityId: string; id: string; name: string; count: number }>('Collection').implement({
  description: 'A named, ordered list of titles the person made.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    titles: t.field({
      type: [Title],
      description: 'In the person’s order; 18+ titles are not in the API.',
      resolve: async (c) => listedOnly((await getCollection(c.identityId, c.id))?.items ?? []),
    }),
  }),
});

const Progress = builder.objectRef<ContinueItem>('Progress').implement({
  description: 'What the person is watching: where a title (or its next episode) resumes.',
  fields: (t) => ({
    title: t.field({ type: Title, resolve: (p) => p.card }),
    label: t.string({ description: 'What plays next, in words (“S1 E2: Fog Bell”, “42 min left”).', resolve: (p) => p.label }),
    share: t.float({ description: 'How much of it is watched, 0 to 1.', resolve: (p) => p.share }),
    url: t.string({ resolve: (p) => absolute(p.href)! }),
  }),
});

const CartLineType = builder.objectRef<CartLine>('CartLine').implement({
  fields: (t) => ({
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    options: t.string({ resolve: (l) => l.optionsLabel }),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.field({ type: Money, resolve: (l) => ({ amountMinor: l.unitPriceMinor, currency: l.currency }) }),
    lineTotal: t.field({ type: Money, resolve: (l) => ({ amountMinor: l.lineTotalMinor, currency: l.currency }) }),
    inStock: t.int({ resolve: (l) => l.stock }),
  }),
});

const Cart = builder.objectRef<CartView>('Cart').implement({
  description: 'The person’s cart, priced now (prices and stock are read at every request).',
  fields: (t) => ({
    lines: t.field({ type: [CartLineType], resolve: (c) => c.lines }),
    count: t.exposeInt('count'),
    subtotal: t.field({ type: Money, resolve: (c) => ({ amountMinor: c.subtotalMinor, currency: c.currency }) }),
  }),
});

const Order = builder.objectRef<OrderSummary>('Order').implement({
  fields: (t) => ({
    number: t.exposeString('number'),
    status: t.exposeString('status'),
    placedAt: t.exposeString('placedAt'),
    items: t.exposeInt('items'),
    total: t.field({ type: Money, resolve: (o) => ({ amountMinor: o.totalMinor, currency: o.currency }) }),
  }),
});

const Me = builder.objectRef<{ viewer: Extract<Viewer, { kind: 'user' }> }>('Me').implement({
  description: 'The signed-in person’s own things: nobody else’s can be asked for.',
  fields: (t) => ({
    name: t.string({ resolve: ({ viewer }) => viewer.identity.name }),
    watchlist: t.field({
      type: [Title],
      description: 'Newest first; 18+ titles are not in the API.',
      resolve: ({ viewer }) => listedWatchlist(viewer.identity.id),
    }),
    collections: t.field({
      type: [Collection],
      resolve: async ({ viewer }) =>
        (await listCollections(viewer.identity.id)).map((c) => ({
          identityId: viewer.identity.id,
          id: c.id,
          name: c.name,
          count: c.count,
        })),
    }),
    continueWatching: t.field({
      type: [Progress],
      description: 'Most recent first, at most 12.',
      resolve: ({ viewer }) => listedProgress(viewer.identity.id),
    }),
    cart: t.field({ type: Cart, resolve: ({ viewer }) => readCart(viewer.identity.id) }),
    orders: t.field({ type: [Order], description: 'Newest first, at most 50.', resolve: ({ viewer }) => ordersOf(viewer.identity.id) }),
  }),
});

const Episode = builder
  .objectRef<{ season: number; number: number; name: string; synopsis: string; runtimeMinutes: number | null; url: string }>('Episode')
  .implement({
    fields: (t) => ({
      season: t.exposeInt('season'),
      number: t.exposeInt('number'),
      name: t.exposeString('name'),
      synopsis: t.exposeString('synopsis'),
      runtimeMinutes: t.exposeInt('runtimeMinutes', { nullable: true }),
      url: t.exposeString('url', { description: 'Its watch page.' }),
    }),
  });

const CuratedRow = builder.objectRef<{ slug: string; name: string; items: TitleCard[] }>('CuratedRow').implement({
  description: 'A row the studio curates for the home pages (Top 10, Popular Movies…), in its order.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    titles: t.field({ type: [Title], resolve: (r) => r.items }),
  }),
});

/** Refuses an argument out of range, in words. */
function check(ok: boolean, message: string): void {
  if (!ok) throw createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

builder.queryType({
  fields: (t) => ({
    titles: t.field({
      type: TitlePage,
      description: `Released titles first, newest first; 18+ titles are not listed. At most ${API_MAX_PAGE} per page.`,
      args: {
        kind: t.arg({ type: TitleKindEnum, required: false }),
        first: t.arg.int({ defaultValue: 20 }),
        offset: t.arg.int({ defaultValue: 0 }),
      },
      resolve: (_root, args) => {
        check(args.first! >= 1 && args.first! <= API_MAX_PAGE, `first is 1 to ${API_MAX_PAGE}.`);
        check(args.offset! >= 0 && args.offset! <= 100_000, 'offset is 0 to 100000.');
        return titleCardsPage(args.kind ?? null, args.first!, args.offset!);
      },
    }),
    title: t.field({
      type: Title,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_root, { slug }) => (isSlug(slug) ? titleCardBySlug(slug) : null),
    }),
    person: t.field({
      type: Person,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: async (_root, { slug }) => {
        const found = isSlug(slug) ? await getPersonBySlug(slug) : null;
        return found && { slug: found.slug, name: found.name, designation: found.designation };
      },
    }),
    people: t.field({
      type: [PersonSummary],
      description: 'People by name, 40 a page.',
      args: { page: t.arg.int({ defaultValue: 1 }) },
      resolve: async (_root, args) => {
        check(args.page! >= 1 && args.page! <= 10_000, 'page is 1 to 10000.');
        return (await listPeople(args.page!)).items;
      },
    }),
    genres: t.field({
      type: [Genre],
      args: { kind: t.arg({ type: TitleKindEnum, required: false }) },
      resolve: async (_root, args) =>
        (await listTerms('genre'))
          .filter((term) => !args.kind || term.type === args.kind)
          .map((term) => ({ ...term, kind: 'genre' as const })),
    }),
    tags: t.field({
      type: [Tag],
      resolve: async () => (await listTerms('tag')).map((term) => ({ ...term, kind: 'tag' as const })),
    }),
    search: t.field({
      type: SearchResults,
      args: { text: t.arg.string({ required: true }) },
      resolve: async (_root, args, ctx) => {
        check(args.text.trim().length >= 1 && args.text.length <= 100, 'Search for 1 to 100 characters.');
        // Counted with the result pages' searches: each alias is one more.
        const verdict = await searchLimiter(ctx.clientIp);
        if (!verdict.ok)
          throw createGraphQLError(`Too many searches. Wait ${verdict.retryAfterSeconds} seconds.`, {
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: verdict.retryAfterSeconds },
          });
        return searchCatalogue(args.text.trim(), 24);
      },
    }),
    product: t.field({
      type: Product,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_root, { slug }) => (isSlug(slug) ? cachedProduct(slug) : null),
    }),
    posts: t.field({
      type: PostPage,
      description: 'Published posts, newest first, 9 a page.',
      args: { page: t.arg.int({ defaultValue: 1 }) },
      resolve: async (_root, args) => {
        check(args.page! >= 1 && args.page! <= 10_000, 'page is 1 to 10000.');
        return (await cachedListPosts({ page: args.page! })) ?? { items: [], total: 0, pageCount: 0 };
      },
    }),
    post: t.field({
      type: Post,
      nullable: true,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_root, { slug }) => (isSlug(slug) ? getPost(slug) : null),
    }),
    episodes: t.field({
      type: [Episode],
      description: 'A TV show’s episodes in order (empty for anything else).',
      args: { slug: t.arg.string({ required: true }) },
      resolve: async (_root, { slug }) => {
        const show = isSlug(slug) ? await getTitleBySlug('tv-show', slug) : null;
        if (!show || show.restricted) return [];
        return show.seasons.flatMap((s) =>
          s.episodes.map((e) => ({
            season: s.number,
            number: e.number,
            name: e.name,
            synopsis: e.synopsis,
            runtimeMinutes: e.runtimeMinutes,
            url: absolute(watchPath(slug, { season: s.number, number: e.number }))!,
          })),
        );
      },
    }),
    curatedRow: t.field({
      type: CuratedRow,
      nullable: true,
      description: `One of: ${Object.keys(CURATED_LISTS).join(', ')}.`,
      args: { slug: t.arg.string({ required: true }) },
      resolve: (_root, { slug }) => (Object.hasOwn(CURATED_LISTS, slug) ? getCuratedList(slug as CuratedListSlug, 20) : null),
    }),
    me: t.field({ type: Me, resolve: (_root, _args, ctx) => ({ viewer: signedIn(ctx) }) }),
  }),
});

/** A title the API shows (published, not 18+), or the refusal given for no title at all. */
async function listedTitle(titleId: number) {
  if (!(await listedTitleIds([titleId])).has(titleId))
    throw createGraphQLError('That title was not found.', { extensions: { code: 'NOT_FOUND' } });
}

/** One of the person's collections as the API shows it (their own only: anyone else's is not found). */
async function ownCollection(identityId: string, id: string) {
  const found = await getCollection(identityId, id);
  if (!found) throw createGraphQLError('That collection was not found.', { extensions: { code: 'NOT_FOUND' } });
  return { identityId, id: found.id, name: found.name, count: found.items.length };
}

/** The person's continue-watching row as the API shows it (published titles, no 18+). */
async function listedProgress(identityId: string) {
  const items = await continueWatching(identityId);
  const listed = await listedTitleIds(items.map((i) => i.card.id));
  return items.filter((i) => listed.has(i.card.id));
}

// Each write is the site's own action (its input rules, rate limit and ownership checks), done as the token's person.
builder.mutationType({
  fields: (t) => ({
    setWatchlisted: t.field({
      type: [Title],
      description: 'Puts a title on the signed-in person’s watchlist, or takes it off; answers the list.',
      args: { titleId: t.arg.int({ required: true }), listed: t.arg.boolean({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const acting = actingAs(ctx);
        const { viewer } = acting;
        // An 18+ title is not in the API: not found, as for no title at all.
        await listedTitle(args.titleId);
        unwrap(await updateWatchlist.as(acting, { titleId: args.titleId, listed: args.listed }));
        return listedWatchlist(viewer.identity.id);
      },
    }),
    createCollection: t.field({
      type: Collection,
      description: 'Makes a collection (names are the person’s own: two cannot share one), with a first title if given.',
      args: { name: t.arg.string({ required: true }), titleId: t.arg.int() },
      resolve: async (_root, { name, titleId }, ctx) => {
        const acting = actingAs(ctx);
        const { viewer } = acting;
        if (titleId != null) await listedTitle(titleId);
        const made = unwrap(await createCollection.as(acting, { name, titleId: titleId ?? undefined }));
        return ownCollection(viewer.identity.id, made.id);
      },
    }),
    renameCollection: t.field({
      type: Collection,
      args: { id: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
      resolve: async (_root, { id, name }, ctx) => {
        const acting = actingAs(ctx);
        const { viewer } = acting;
        unwrap(await renameCollection.as(acting, { id, name }));
        return ownCollection(viewer.identity.id, id);
      },
    }),
    deleteCollection: t.field({
      type: 'String',
      description: 'Deletes a collection; answers its id.',
      args: { id: t.arg.string({ required: true }) },
      resolve: async (_root, { id }, ctx) => unwrap(await deleteCollection.as(actingAs(ctx), { id })).id,
    }),
    setCollectionTitle: t.field({
      type: Collection,
      description: 'Adds a title to the end of a collection (included: true) or takes it out.',
      args: { id: t.arg.string({ required: true }), titleId: t.arg.int({ required: true }), included: t.arg.boolean({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const acting = actingAs(ctx);
        const { viewer } = acting;
        if (args.included) await listedTitle(args.titleId);
        unwrap(await updateCollectionTitle.as(acting, args));
        return ownCollection(viewer.identity.id, args.id);
      },
    }),
    reorderCollection: t.field({
      type: Collection,
      description: 'Puts the collection’s titles in this order: every title it shows, each once.',
      args: { id: t.arg.string({ required: true }), titleIds: t.arg.intList({ required: true }) },
      resolve: async (_root, { id, titleIds }, ctx) => {
        const acting = actingAs(ctx);
        const { viewer } = acting;
        const held = (await getCollection(viewer.identity.id, id))?.items.map((c) => c.id) ?? [];
        // Titles the API does not show (18+) keep their places; the shown ones fill the others in the given order.
        const listed = await listedTitleIds(held);
        const given = [...titleIds];
        const order = held.map((heldId) => (listed.has(heldId) ? (given.shift() ?? heldId) : heldId));
        unwrap(await reorderCollection.as(acting, { id, order: [...order, ...given] }));
        return ownCollection(viewer.identity.id, id);
      },
    }),
    addToCart: t.field({
      type: Cart,
      description: 'Adds this many of a variant (by SKU) to the cart; answers the cart, priced now.',
      args: { sku: t.arg.string({ required: true }), quantity: t.arg.int({ required: true }) },
      // The cart's actions answer the cart, priced now.
      resolve: async (_root, args, ctx) => unwrap(await addToCart.as(actingAs(ctx), args)),
    }),
    setCartQuantity: t.field({
      type: Cart,
      args: { sku: t.arg.string({ required: true }), quantity: t.arg.int({ required: true }) },
      // The cart's actions answer the cart, priced now.
      resolve: async (_root, args, ctx) => unwrap(await setCartQuantity.as(actingAs(ctx), args)),
    }),
    removeFromCart: t.field({
      type: Cart,
      args: { sku: t.arg.string({ required: true }) },
      // The cart's actions answer the cart, priced now.
      resolve: async (_root, args, ctx) => unwrap(await removeFromCart.as(actingAs(ctx), args)),
    }),
    saveProgress: t.field({
      type: [Progress],
      description:
        'Keeps where the person is in a movie or video (slug), or an episode (slug, season, episode), in seconds; answers what they are watching.',
      args: {
        slug: t.arg.string({ required: true }),
        season: t.arg.int(),
        episode: t.arg.int(),
        position: t.arg.float({ required: true }),
        duration: t.arg.float({ required: true }),
      },
      resolve: async (_root, { slug, season, episode, position, duration }, ctx) => {
        const acting = actingAs(ctx);
        const { viewer } = acting;
        const found = await findPlayableTarget(slug, season ?? undefined, episode ?? undefined);
        // One answer for no such title, a draft, an 18+ title and a missing episode of any: none of them is in the API.
        if ('error' in found || !(await listedTitleIds([found.titleId])).has(found.titleId))
          throw createGraphQLError('That title or episode was not found.', { extensions: { code: 'NOT_FOUND' } });
        const target = formatTarget(found.episodeId ? { kind: 'episode', id: found.episodeId } : { kind: 'title', id: found.titleId });
        unwrap(await saveWatchProgress.as(acting, { target, position, duration }));
        return listedProgress(viewer.identity.id);
      },
    }),
  }),
});

export const schema = builder.toSchema();
