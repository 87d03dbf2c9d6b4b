import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestDatabase } from '../../tests/helpers/db';
import { queriesRun } from '@/db/client';
import { createAccount } from '@/domains/identity/issuer/accounts';
import { API_CLIENT_ID, apiResource, embeddedIssuerUrl, signingKey } from '@/domains/identity/issuer/embedded-issuer';
import { getWatchlist } from '@/domains/library/watchlist';
import { addToCollection, createCollection, getCollection } from '@/domains/library/collections';
import { addToCart, readCart } from '@/domains/shop/cart';
import { browseProducts } from '@/domains/shop/listing';
import { getRestrictedTitles } from '@/domains/catalogue/titles';
import { findPersonByEmail } from '@/domains/identity/identity';
import { documentId, PERSISTED_DOCUMENTS } from './persisted';
import { CLIENT_IP_HEADER } from '@/server/client-ip';
import { config } from '@/config';
import { GRAPHQL_PATH, graphqlYoga } from './yoga';

// The data API in process, over the seeded demo database: public reads, the query count of a list, the limits,
// and personal reads and writes by Bearer token (tokens signed here as the embedded provider signs them, and
// forged, expired and foreign ones).

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function ask(query: string, { token, variables, ip }: { token?: string; variables?: Record<string, unknown>; ip?: string } = {}) {
  const yoga = await graphqlYoga();
  const res = await yoga.fetch(`http://localhost${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(ip && { [CLIENT_IP_HEADER]: ip }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function mint(subject: string, claims: Record<string, unknown> = {}, options: { key?: JWK; expiresIn?: string | number } = {}) {
  const jwk = options.key ?? ((await signingKey()) as JWK);
  return new SignJWT({ client_id: API_CLIENT_ID, scope: 'api', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuer(embeddedIssuerUrl())
    .setAudience(apiResource())
    .setSubject(subject)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(await importJWK(jwk, 'RS256'));
}

/** A product on sale, from the shop's own listing. */
const firstProductSlug = async () => (await browseProducts({ sort: 'newest', page: 1 })).items[0]!.slug;

describe.each(testEngines({ seeded: true }))('the data API ($name)', (engine) => {
  let db: TestDatabase;
  let ada: string;
  let bo: string;
  beforeAll(async () => {
    db = await engine.open();
    ada = (await createAccount({ email: 'ada@example.com', password: 'ada passphrase 1', name: 'Ada' })).id;
    bo = (await createAccount({ email: 'bo@example.com', password: 'bo passphrase 12', name: 'Bo' })).id;
  }, 120_000);
  afterAll(() => db?.dispose());

  const LIST = `query List($first: Int!) { titles(first: $first) { total items { slug name credits { role person { name } } } } }`;

  it('answers public reads: a page of titles with their people, a title, search, genres', async () => {
    const { status, body } = await ask(LIST, { variables: { first: 5 } });
    expect(status).toBe(200);
    const page = body.data!.titles as { total: number; items: { slug: string; credits: { person: { name: string } }[] }[] };
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(40);
    expect(page.items.some((t) => t.credits.length > 0)).toBe(true);
    const one = await ask(`{ title(slug: "orbital-decay") { name url credits { person { name slug } } } }`);
    expect(one.body.data!.title).toMatchObject({ name: 'Orbital Decay', url: expect.stringMatching(/\/movies\/orbital-decay$/) });
    const found = await ask(`{ search(text: "orbital") { titles { name } } genres { slug name } tags { slug name } }`);
    expect((found.body.data!.tags as unknown[]).length).toBeGreaterThan(3);
    expect((found.body.data!.search as { titles: { name: string }[] }).titles.map((t) => t.name)).toContain('Orbital Decay');
    expect((found.body.data!.genres as unknown[]).length).toBeGreaterThan(5);
    const shopAndBlog = await ask(`{ posts { total items { slug title author { name } } } product(slug: "nope") { name } }`);
    const posts = shopAndBlog.body.data!.posts as { total: number; items: { slug: string; author: { name: string } }[] };
    expect(posts.total).toBeGreaterThanOrEqual(24);
    expect(posts.items).toHaveLength(9);
    expect(shopAndBlog.body.data!.product).toBeNull();
    const post = await ask(`{ post(slug: "${posts.items[0]!.slug}") { title url } }`);
    expect((post.body.data!.post as { url: string }).url).toMatch(/\/blogs\//);
  });

  it('answers a persisted document by its hash, by POST and by GET, and says so for an unknown hash', async () => {
    const yoga = await graphqlYoga();
    const hash = documentId(PERSISTED_DOCUMENTS.title);
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    const posted = await yoga.fetch(`http://localhost${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions, variables: { slug: 'orbital-decay' } }),
    });
    expect(((await posted.json()) as Answer).data!.title).toMatchObject({ name: 'Orbital Decay' });
    const query = new URLSearchParams({ extensions: JSON.stringify(extensions), variables: JSON.stringify({ slug: 'orbital-decay' }) });
    const got = await yoga.fetch(`http://localhost${GRAPHQL_PATH}?${query}`);
    expect(((await got.json()) as Answer).data!.title).toMatchObject({ name: 'Orbital Decay' });
    const unknown = await yoga.fetch(`http://localhost${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }),
    });
    expect(((await unknown.json()) as Answer).errors![0]!.message).toMatch(/PersistedQueryNotFound/);
  });

  it('loads a list of 50 titles with their people in as many queries as a list of 5', async () => {
    const cost = async (first: number) => {
      const before = queriesRun();
      const { body } = await ask(LIST, { variables: { first } });
      expect((body.data!.titles as { items: unknown[] }).items).toHaveLength(first);
      return queriesRun() - before;
    };
    const five = await cost(5);
    const fifty = await cost(50);
    expect(fifty).toBe(five);
    expect(fifty).toBeLessThanOrEqual(4);
  });

  it('counts every search, each alias too, against the same limit as the result pages', async () => {
    const ip = `198.51.100.${engine.name === 'pglite' ? 1 : 2}`;
    const tenSearches = `{ ${Array.from({ length: 10 }, (_, i) => `s${i}: search(text: "orbit") { titles { name } }`).join(' ')} }`;
    for (let asked = 0; asked < config.SEARCH_RATE_LIMIT; asked += 10) expect((await ask(tenSearches, { ip })).body.errors).toBeUndefined();
    const over = await ask(tenSearches, { ip });
    expect(over.body.errors).toHaveLength(10);
    expect(over.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/^Too many searches/),
      extensions: { code: 'RATE_LIMITED' },
    });
    // Another client still searches.
    expect((await ask(`{ search(text: "orbit") { titles { name } } }`, { ip: '198.51.100.9' })).body.errors).toBeUndefined();
  });

  it('refuses what is out of bounds: a page over 50, too deep, too costly, errors without a stack', async () => {
    const big = await ask(LIST, { variables: { first: 51 } });
    expect(big.body.errors![0]).toMatchObject({ message: 'first is 1 to 50.', extensions: { code: 'BAD_USER_INPUT' } });
    const deep = await ask(`{ a { b { c { d { e { f { g { h { i { j } } } } } } } } } }`);
    expect(deep.body.errors!.some((e) => /depth/i.test(e.message))).toBe(true);
    const fields = `id slug name synopsis url posterUrl backdropUrl releaseDate upcoming contentRating score seasonCount`;
    const wide = `{ ${Array.from({ length: 10 }, (_, i) => `t${i}: titles(first: 50) { items { ${fields} credits(first: 50) { role part person { slug name designation url } } } }`).join(' ')} }`;
    const costly = await ask(wide);
    expect(costly.body.errors![0]!.message).toMatch(/cost/i);
    // A person's titles are reached from one person only: a list of people does not fan out into their titles.
    const fanOut = await ask(`{ people { titles { name } } }`);
    expect(fanOut.body.errors![0]!.message).toMatch(/Cannot query field "titles" on type "PersonSummary"/);
    const broken = await ask(`{ titles(first: 5) { items { nope } } }`);
    expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers personal reads and writes for the token’s person only, and refuses missing, forged, expired and foreign tokens', async () => {
    const none = await ask(`{ me { watchlist { slug } } }`);
    expect(none.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await mint(ada, {}, { key: { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: (await signingKey()).kid } });
    const expired = await mint(ada, {}, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const foreign = await new SignJWT({ client_id: API_CLIENT_ID, scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', kid: (await signingKey()).kid })
      .setIssuer('https://issuer.example/')
      .setAudience(apiResource())
      .setSubject(ada)
      .setExpirationTime('10m')
      .sign(await importJWK((await signingKey()) as JWK, 'RS256'));
    const siteToken = await mint(ada, { client_id: 'streamit-web' });
    for (const token of [forged, expired, foreign, siteToken, 'not-a-jwt']) {
      const refused = await ask(`{ me { watchlist { slug } } }`, { token });
      expect(refused.status).toBe(401);
      expect(refused.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    }

    const adaToken = await mint(ada);
    const title = (await ask(`{ title(slug: "orbital-decay") { id } }`)).body.data!.title as { id: number };
    const added = await ask(`mutation Add($id: Int!) { setWatchlisted(titleId: $id, listed: true) { slug } }`, {
      token: adaToken,
      variables: { id: title.id },
    });
    expect(added.body.data!.setWatchlisted).toEqual([{ slug: 'orbital-decay' }]);
    // Ada's list is hers: Bo's token sees his own (empty) list, and the site shows Ada's.
    expect((await ask(`{ me { name watchlist { slug } } }`, { token: adaToken })).body.data!.me).toEqual({
      name: 'Ada',
      watchlist: [{ slug: 'orbital-decay' }],
    });
    expect((await ask(`{ me { watchlist { slug } } }`, { token: await mint(bo) })).body.data!.me).toEqual({ watchlist: [] });
    const adaIdentity = (await findPersonByEmail('ada@example.com'))!.id;
    expect((await getWatchlist(adaIdentity)).map((t) => t.slug)).toEqual(['orbital-decay']);
    // An 18+ title is not in the API: not found, and not on the list it answers.
    const restricted = (await getRestrictedTitles(1)).items[0]!;
    const hidden = await ask(`mutation { setWatchlisted(titleId: ${restricted.id}, listed: true) { slug } }`, { token: adaToken });
    expect(hidden.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    // A GET may read, never write.
    const yoga = await graphqlYoga();
    const viaGet = await yoga.fetch(
      `http://localhost${GRAPHQL_PATH}?query=${encodeURIComponent(`mutation { setWatchlisted(titleId: ${title.id}, listed: false) { slug } }`)}`,
      { headers: { authorization: `Bearer ${adaToken}` } },
    );
    expect(viaGet.status).toBe(405);
  });

  it('answers a person’s collections, cart, orders and progress to their own token only; curated rows and a show’s episodes to anyone', async () => {
    const adaIdentity = (await findPersonByEmail('ada@example.com'))!.id;
    const made = await createCollection(adaIdentity, 'Rainy Sundays');
    const title = (await ask(`{ title(slug: "orbital-decay") { id } }`)).body.data!.title as { id: number };
    await addToCollection(adaIdentity, made.id, title.id);
    const sku = (await ask(`{ product(slug: "${await firstProductSlug()}") { variants { sku } } }`)).body.data!.product as {
      variants: { sku: string }[];
    };
    await addToCart(adaIdentity, sku.variants[0]!.sku, 2);
    const MINE = `{ me { collections { name titles { slug } } cart { count subtotal { amountMinor currency } lines { sku quantity } } orders { number } continueWatching { label } } }`;
    expect((await ask(MINE)).body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const mine = (await ask(MINE, { token: await mint(ada) })).body.data!.me as {
      collections: { name: string; titles: { slug: string }[] }[];
      cart: { count: number; subtotal: { amountMinor: number }; lines: { sku: string; quantity: number }[] };
      orders: unknown[];
    };
    expect(mine.collections).toEqual([{ name: 'Rainy Sundays', titles: [{ slug: 'orbital-decay' }] }]);
    expect(mine.cart).toMatchObject({ count: 2, lines: [{ sku: sku.variants[0]!.sku, quantity: 2 }] });
    expect(Number.isInteger(mine.cart.subtotal.amountMinor)).toBe(true);
    expect(mine.orders).toEqual([]);
    // Bo sees his own: nothing of Ada's.
    expect((await ask(MINE, { token: await mint(bo) })).body.data!.me).toEqual({
      collections: [],
      cart: { count: 0, subtotal: { amountMinor: 0, currency: 'USD' }, lines: [] },
      orders: [],
      continueWatching: [],
    });

    const row = (await ask(`{ curatedRow(slug: "top-10") { name titles { slug } } nope: curatedRow(slug: "constructor") { name } }`)).body
      .data!;
    expect((row.curatedRow as { titles: unknown[] }).titles.length).toBeGreaterThan(3);
    expect(row.nope).toBeNull();
    const show = (await ask(`{ titles(kind: TV_SHOW, first: 1) { items { slug } } }`)).body.data!.titles as { items: { slug: string }[] };
    const episodes = (await ask(`{ episodes(slug: "${show.items[0]!.slug}") { season number name url } }`)).body.data!.episodes as {
      url: string;
    }[];
    expect(episodes.length).toBeGreaterThan(1);
    expect(episodes[0]!.url).toMatch(/\/watch\/.+\/s1e1$/);
    expect((await ask(`{ episodes(slug: "orbital-decay") { name } }`)).body.data!.episodes).toEqual([]);
  });
  it('writes a person’s collections, cart and progress for their own token only, by the site’s rules', async () => {
    const cy = (await createAccount({ email: 'cy@example.com', password: 'cy passphrase 12', name: 'Cy' })).id;
    const cyToken = await mint(cy);
    const boToken = await mint(bo);
    const idOf = async (slug: string) => ((await ask(`{ title(slug: "${slug}") { id } }`)).body.data!.title as { id: number }).id;
    const orbital = await idOf('orbital-decay');
    const shows = (
      await ask(`{ titles(kind: TV_SHOW, first: 1) { items { slug id } } movies: titles(kind: MOVIE, first: 3) { items { id } } }`)
    ).body.data! as { titles: { items: { slug: string; id: number }[] }; movies: { items: { id: number }[] } };
    const [second, third] = shows.movies.items.map((m) => m.id).filter((id) => id !== orbital);
    const restricted = (await getRestrictedTitles(1)).items[0]!;
    const code = (answer: { body: Answer }) => answer.body.errors?.[0]?.extensions?.code;

    // Without a token nothing is written.
    expect(code(await ask(`mutation { createCollection(name: "Sneaky") { id } }`))).toBe('UNAUTHENTICATED');

    // Collections: made with a first title, added to, ordered, renamed; refusals in the site's words.
    const made = (
      await ask(`mutation M($t: Int) { createCollection(name: "Night Shift", titleId: $t) { id name titles { id } } }`, {
        token: cyToken,
        variables: { t: orbital },
      })
    ).body.data!.createCollection as { id: string; name: string; titles: { id: number }[] };
    expect(made).toMatchObject({ name: 'Night Shift', titles: [{ id: orbital }] });
    const twin = await ask(`mutation { createCollection(name: "night shift") { id } }`, { token: cyToken });
    expect(code(twin)).toBe('CONFLICT');
    expect(code(await ask(`mutation { createCollection(name: "   ") { id } }`, { token: cyToken }))).toBe('BAD_USER_INPUT');
    // An invisible direction mark would make two names look alike.
    expect(code(await ask(`mutation { createCollection(name: "Night\u200f Shift") { id } }`, { token: cyToken }))).toBe('BAD_USER_INPUT');
    const SET = `mutation S($id: String!, $t: Int!, $in: Boolean!) { setCollectionTitle(id: $id, titleId: $t, included: $in) { titles { id } } }`;
    for (const t of [second, third]) await ask(SET, { token: cyToken, variables: { id: made.id, t, in: true } });
    // An 18+ title is not in the API: not found, and nothing is added.
    expect(code(await ask(SET, { token: cyToken, variables: { id: made.id, t: restricted.id, in: true } }))).toBe('NOT_FOUND');
    const reordered = await ask(`mutation R($id: String!, $o: [Int!]!) { reorderCollection(id: $id, titleIds: $o) { titles { id } } }`, {
      token: cyToken,
      variables: { id: made.id, o: [third, orbital, second] },
    });
    expect(reordered.body.data!.reorderCollection).toEqual({ titles: [{ id: third }, { id: orbital }, { id: second }] });
    const renamed = await ask(`mutation { renameCollection(id: "${made.id}", name: "Late Shift") { name } }`, { token: cyToken });
    expect(renamed.body.data!.renameCollection).toEqual({ name: 'Late Shift' });
    // The site shows what the API wrote.
    const cyIdentity = (await findPersonByEmail('cy@example.com'))!.id;
    const kept = await getCollection(cyIdentity, made.id);
    expect({ name: kept!.name, ids: kept!.items.map((c) => c.id) }).toEqual({ name: 'Late Shift', ids: [third, orbital, second] });
    // Cy's collection is not Bo's to read, rename, fill or delete: to him it does not exist, and it is unchanged.
    for (const attempt of [
      `mutation { renameCollection(id: "${made.id}", name: "Mine now") { name } }`,
      `mutation { setCollectionTitle(id: "${made.id}", titleId: ${orbital}, included: false) { name } }`,
      `mutation { reorderCollection(id: "${made.id}", titleIds: [${orbital}, ${second}, ${third}]) { name } }`,
      `mutation { deleteCollection(id: "${made.id}") }`,
    ])
      expect(code(await ask(attempt, { token: boToken }))).toBe('NOT_FOUND');
    expect((await getCollection(cyIdentity, made.id))!.items.map((c) => c.id)).toEqual([third, orbital, second]);

    // The cart: added to, changed, emptied; a quantity out of range is refused in words.
    const sku = (
      (await ask(`{ product(slug: "${await firstProductSlug()}") { variants { sku } } }`)).body.data!.product as {
        variants: { sku: string }[];
      }
    ).variants[0]!.sku;
    const CART = `{ count lines { sku quantity } }`;
    const added = await ask(`mutation { addToCart(sku: "${sku}", quantity: 2) ${CART} }`, { token: cyToken });
    expect(added.body.data!.addToCart).toEqual({ count: 2, lines: [{ sku, quantity: 2 }] });
    const none = await ask(`mutation { setCartQuantity(sku: "${sku}", quantity: 0) ${CART} }`, { token: cyToken });
    expect(code(none)).toBe('BAD_USER_INPUT');
    expect(none.body.errors![0]!.message).toMatch(/at least one/i);
    expect(code(await ask(`mutation { addToCart(sku: "NO-SUCH-SKU", quantity: 1) ${CART} }`, { token: cyToken }))).toBe('NOT_FOUND');
    const one = await ask(`mutation { setCartQuantity(sku: "${sku}", quantity: 1) ${CART} }`, { token: cyToken });
    expect(one.body.data!.setCartQuantity).toEqual({ count: 1, lines: [{ sku, quantity: 1 }] });
    // Bo's removal empties only Bo's cart.
    await ask(`mutation { removeFromCart(sku: "${sku}") ${CART} }`, { token: boToken });
    expect((await readCart(cyIdentity)).count).toBe(1);
    const emptied = await ask(`mutation { removeFromCart(sku: "${sku}") ${CART} }`, { token: cyToken });
    expect(emptied.body.data!.removeFromCart).toEqual({ count: 0, lines: [] });

    // Progress: a movie and an episode resume where the API left them; an 18+ title plays nothing.
    const PROGRESS = `mutation P($slug: String!, $s: Int, $e: Int, $at: Float!) { saveProgress(slug: $slug, season: $s, episode: $e, position: $at, duration: 3000) { title { slug } share } }`;
    const movie = await ask(PROGRESS, { token: cyToken, variables: { slug: 'orbital-decay', at: 1200 } });
    expect(movie.body.data!.saveProgress).toEqual([{ title: { slug: 'orbital-decay' }, share: 0.4 }]);
    const show = shows.titles.items[0]!;
    const episode = await ask(PROGRESS, { token: cyToken, variables: { slug: show.slug, s: 1, e: 1, at: 300 } });
    expect((episode.body.data!.saveProgress as { title: { slug: string } }[]).map((p) => p.title.slug).sort()).toEqual(
      ['orbital-decay', show.slug].sort(),
    );
    expect(code(await ask(PROGRESS, { token: cyToken, variables: { slug: restricted.slug, at: 10 } }))).toBe('NOT_FOUND');
    // No title, an 18+ one and a missing episode get the same answer: nothing tells them apart.
    const answers = await Promise.all(
      [
        { slug: 'no-such-title', at: 10 },
        { slug: restricted.slug, at: 10 },
        { slug: restricted.slug, s: 1, e: 1, at: 10 },
        { slug: show.slug, s: 99, e: 1, at: 10 },
      ].map((variables) => ask(PROGRESS, { token: cyToken, variables })),
    );
    expect(new Set(answers.map((a) => `${code(a)} ${a.body.errors?.[0]?.message}`))).toEqual(
      new Set(['NOT_FOUND That title or episode was not found.']),
    );
    expect(code(await ask(PROGRESS, { token: cyToken, variables: { slug: 'orbital-decay', at: -5 } }))).toBe('BAD_USER_INPUT');
    // Bo is watching nothing of Cy's.
    expect((await ask(`{ me { continueWatching { label } } }`, { token: boToken })).body.data!.me).toEqual({ continueWatching: [] });

    // Deleted, the collection is gone for Cy too.
    expect((await ask(`mutation { deleteCollection(id: "${made.id}") }`, { token: cyToken })).body.data!.deleteCollection).toBe(made.id);
    expect(await getCollection(cyIdentity, made.id)).toBeUndefined();
  });
});
