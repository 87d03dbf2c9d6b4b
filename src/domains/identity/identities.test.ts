import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseSchema } from '@/domains/catalogue/params';
import { browseTitles } from '@/domains/catalogue/titles';
import {
  createGuest,
  deleteExpiredGuests,
  GUEST_COOKIE,
  identityFromCookies,
  mergeGuest,
  upsertUserIdentity,
} from '@/domains/identity/identity';
import * as collections from '@/domains/library/collections';
import { siteClientSecret } from '@/domains/identity/issuer/embedded-issuer';
import { authenticate, confirmSignUp, createAccount, endEverySignIn, resendConfirmation, signUp } from '@/domains/identity/issuer/accounts';
import { devMailboxEnabled, listMailbox } from '@/server/mail';
import { VISITOR } from '@/server/viewer';
import { updateProfile } from '@/domains/identity/actions';
import { identities } from '@/domains/identity/schema';
import { subscriptions } from '@/domains/pages/schema';
import { grantSubscription, hasActiveSubscription } from '@/domains/pages/subscriptions';
import { createSession, endSessionOf, findSession, listSessions, SESSION_COOKIE } from '@/domains/identity/sessions';
import { setWatchlisted, watchlistTitleIds } from '@/domains/library/watchlist';
import { testEngines, type TestDatabase } from '../../../tests/helpers/db';

const person = (subject: string) => ({ issuer: 'https://issuer.example', subject, email: `${subject}@example.com`, name: subject });
const cookies = (jar: Record<string, string>) => (name: string) => jar[name];

describe.each(testEngines({ seeded: true }))('identities and the watchlist on $name', (engine) => {
  let db: TestDatabase;
  let ids: number[];
  beforeAll(async () => {
    db = await engine.open();
    ids = (await browseTitles('movie', browseSchema.parse({}))).items.map((t) => t.id);
  });
  afterAll(async () => db?.dispose());

  it('takes a NUL byte or another control character in a profile name as a field error, not a failure', async () => {
    for (const name of ['Ada\u0000', 'Ada\u001b[31m', 'Ada\ud800', '\udc00Ada']) {
      const result = await updateProfile.as({ clientIp: 'test', viewer: VISITOR }, { name });
      expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { name: [expect.stringMatching(/letters, numbers/)] } });
    }
    // A lone surrogate is no character (a collection name neither); a whole one, an emoji, is fine.
    expect(collections.collectionNameSchema.safeParse('Nights \ud800').success).toBe(false);
    expect(collections.collectionNameSchema.safeParse('Nights \u{1F319}').success).toBe(true);
  });

  it("makes the site's client secret the same whichever side asks first (the site before the provider here)", async () => {
    expect(await siteClientSecret()).toMatch(/^[\w-]{43}$/);
  });

  it('knows a guest by its signed cookie and nobody by a forged one', async () => {
    const { identity, cookie } = await createGuest();
    expect(identity.kind).toBe('guest');
    expect(await identityFromCookies(cookies({ [GUEST_COOKIE]: cookie }))).toMatchObject({ id: identity.id, kind: 'guest' });
    const other = (await createGuest()).identity.id;
    const forged = cookie.replace(identity.id, other);
    expect(await identityFromCookies(cookies({ [GUEST_COOKIE]: forged }))).toBeUndefined();
    expect(await identityFromCookies(cookies({ [GUEST_COOKIE]: `${other}.` }))).toBeUndefined();
    expect(await identityFromCookies(cookies({}))).toBeUndefined();
  });

  it('prefers the signed-in person to the guest, and keys the person by issuer and subject', async () => {
    const { cookie } = await createGuest();
    const me = await upsertUserIdentity(db.db, person('ada'));
    expect((await upsertUserIdentity(db.db, { ...person('ada'), name: 'Ada L.' })).id).toBe(me.id);
    const token = await createSession({ ...person('ada'), identityId: me.id, idToken: 'x' });
    expect(await identityFromCookies(cookies({ [GUEST_COOKIE]: cookie, [SESSION_COOKIE]: token }))).toMatchObject({
      id: me.id,
      kind: 'user',
      name: 'Ada L.',
    });
  });

  it('keeps a watchlist newest first, adding or removing twice the same as once', async () => {
    const { identity } = await createGuest();
    await setWatchlisted(identity.id, ids[0]!, true);
    await setWatchlisted(identity.id, ids[1]!, true);
    expect(await setWatchlisted(identity.id, ids[0]!, true)).toEqual([ids[1], ids[0]]);
    expect(await setWatchlisted(identity.id, ids[1]!, false)).toEqual([ids[0]]);
    expect(await setWatchlisted(identity.id, ids[1]!, false)).toEqual([ids[0]]);
    await expect(setWatchlisted(identity.id, 987_654, true)).rejects.toThrow('no longer available');
    // Another identity's list is untouched by all of it.
    expect(await watchlistTitleIds((await createGuest()).identity.id)).toEqual([]);
  });

  it('merges a guest into the person at sign-in: nothing lost, nothing twice, the guest gone', async () => {
    const guest = (await createGuest()).identity;
    const me = await upsertUserIdentity(db.db, person('grace'));
    await setWatchlisted(me.id, ids[2]!, true);
    await setWatchlisted(me.id, ids[3]!, true);
    await setWatchlisted(guest.id, ids[3]!, true);
    await setWatchlisted(guest.id, ids[4]!, true);
    const mine = await collections.createCollection(me.id, 'Weekend');
    await collections.addToCollection(me.id, mine.id, ids[2]!);
    const theirs = await collections.createCollection(guest.id, 'weekend'); // the same name, another case
    await collections.addToCollection(guest.id, theirs.id, ids[2]!);
    await collections.addToCollection(guest.id, theirs.id, ids[5]!);
    const only = await collections.createCollection(guest.id, 'Documentaries');
    await collections.addToCollection(guest.id, only.id, ids[6]!);
    await db.db.transaction((tx) => mergeGuest(tx, guest.id, me.id));
    expect((await watchlistTitleIds(me.id)).sort()).toEqual([ids[2], ids[3], ids[4]].sort());
    const merged = await collections.listCollections(me.id);
    expect(merged.map((c) => [c.name, c.count]).sort()).toEqual([
      ['Documentaries', 1],
      ['Weekend', 2],
    ]);
    expect((await collections.getCollection(me.id, mine.id))!.items.map((t) => t.id)).toEqual([ids[2], ids[5]]);
    expect(await db.db.select().from(identities).where(eq(identities.id, guest.id))).toEqual([]);
    // A second merge of the same guest (a replayed callback) changes nothing.
    await db.db.transaction((tx) => mergeGuest(tx, guest.id, me.id));
    expect(await watchlistTitleIds(me.id)).toHaveLength(3);
  });

  it('leaves the guest whole when the sign-in fails half way', async () => {
    const guest = (await createGuest()).identity;
    await setWatchlisted(guest.id, ids[5]!, true);
    await expect(
      db.db.transaction(async (tx) => {
        const me = await upsertUserIdentity(tx, person('half-way'));
        await mergeGuest(tx, guest.id, me.id);
        throw new Error('the session could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    expect(await watchlistTitleIds(guest.id)).toEqual([ids[5]]);
    expect(await db.db.select().from(identities).where(eq(identities.subject, 'half-way'))).toEqual([]);
  });

  it('cleans up expired guests with what they owned, and only them', async () => {
    const old = (await createGuest()).identity;
    const live = (await createGuest()).identity;
    await setWatchlisted(old.id, ids[6]!, true);
    await db.db
      .update(identities)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(identities.id, old.id));
    expect(await deleteExpiredGuests()).toBe(1);
    expect(await watchlistTitleIds(old.id)).toEqual([]);
    expect((await db.db.select().from(identities).where(eq(identities.id, live.id))).length).toBe(1);
  });

  it('keeps collections: create, rename, add, remove, reorder, delete, with names unique per owner', async () => {
    const me = (await createGuest()).identity.id;
    const c = await collections.createCollection(me, '  Sci-fi nights ');
    expect(c.name).toBe('Sci-fi nights');
    await expect(collections.createCollection(me, 'SCI-FI NIGHTS')).rejects.toThrow('already have a collection called');
    for (const id of ids.slice(0, 3)) await collections.addToCollection(me, c.id, id);
    expect(await collections.addToCollection(me, c.id, ids[0]!)).toEqual(ids.slice(0, 3));
    expect(await collections.reorderCollection(me, c.id, [ids[2]!, ids[0]!, ids[1]!])).toEqual([ids[2], ids[0], ids[1]]);
    await expect(collections.reorderCollection(me, c.id, [ids[2]!, ids[0]!])).rejects.toThrow('changed while you were sorting');
    expect(await collections.removeFromCollection(me, c.id, ids[0]!)).toEqual([ids[2], ids[1]]);
    await collections.renameCollection(me, c.id, 'Space');
    const other = await collections.createCollection(me, 'Other');
    await expect(collections.renameCollection(me, other.id, 'space')).rejects.toThrow('already have a collection called');
    await expect(collections.addToCollection(me, c.id, 987_654)).rejects.toThrow('no longer available');
    await collections.deleteCollection(me, other.id);
    expect((await collections.listCollections(me)).map((x) => [x.name, x.count, x.posters.length])).toEqual([['Space', 2, 2]]);
  });

  it("never shows or changes another identity's collection: it is not found", async () => {
    const owner = (await createGuest()).identity.id;
    const intruder = (await createGuest()).identity.id;
    const c = await collections.createCollection(owner, 'Mine');
    await collections.addToCollection(owner, c.id, ids[0]!);
    expect(await collections.getCollection(intruder, c.id)).toBeUndefined();
    for (const attempt of [
      () => collections.renameCollection(intruder, c.id, 'Taken'),
      () => collections.deleteCollection(intruder, c.id),
      () => collections.addToCollection(intruder, c.id, ids[1]!),
      () => collections.removeFromCollection(intruder, c.id, ids[0]!),
      () => collections.reorderCollection(intruder, c.id, [ids[0]!]),
    ])
      await expect(attempt()).rejects.toMatchObject({ status: 404 });
    expect(await collections.getCollection(owner, c.id)).toMatchObject({ name: 'Mine', items: [{ id: ids[0] }] });
    expect(await collections.getCollection(owner, 'not-a-uuid')).toBeUndefined();
  });

  it('knows an active subscription: granted and paid up; never for a guest, not after it ends', async () => {
    const subscriber = await upsertUserIdentity(db.db, person('subscriber'));
    expect(await hasActiveSubscription(subscriber)).toBe(false);
    await grantSubscription(subscriber.id, 30);
    expect(await hasActiveSubscription(subscriber)).toBe(true);
    const guest = (await createGuest()).identity;
    await grantSubscription(guest.id, 30);
    expect(await hasActiveSubscription(guest)).toBe(false);
    await db.db
      .update(subscriptions)
      .set({ currentPeriodEnd: sql`now() - interval '1 second'` })
      .where(eq(subscriptions.identityId, subscriber.id));
    expect(await hasActiveSubscription(subscriber)).toBe(false);
    expect(await hasActiveSubscription(undefined)).toBe(false);
  });

  it("never lists or ends another person's sessions", async () => {
    const ada = await upsertUserIdentity(db.db, person('ada-sessions'));
    const eve = await upsertUserIdentity(db.db, person('eve-sessions'));
    const token = await createSession({ ...person('ada-sessions'), identityId: ada.id, idToken: 'x' });
    const [adas] = await listSessions(ada.id);
    expect(await listSessions(eve.id)).toEqual([]);
    expect(await endSessionOf(eve.id, adas!.id)).toBeUndefined();
    expect(await findSession(token)).toBeDefined();
    expect(await endSessionOf(ada.id, adas!.id)).toMatchObject({ identityId: ada.id });
    expect(await findSession(token)).toBeUndefined();
  });

  it('keeps a pending sign-up from being taken over by a second sign-up of the same address', async () => {
    const email = `pending-${Date.now()}@example.com`;
    const newestCode = async () => /^(\d{6}) is your/.exec((await listMailbox()).find((m) => m.to === email)!.subject)![1]!;
    // The owner signs up first; someone else signs up the same address with their own password.
    const owners = await signUp({ email, password: 'the owner passphrase' });
    await signUp({ email, password: 'a stranger passphrase' });
    // The newest code (the stranger's sign-up) does not confirm the owner's attempt, nor re-send for it.
    expect((await confirmSignUp(email, await newestCode(), owners)).result).toBe('expired');
    // Signing up again from the owner's browser, and confirming there, makes the owner's password the one.
    const again = await signUp({ email, password: 'the owner passphrase' });
    expect((await confirmSignUp(email, await newestCode(), again)).result).toBe('ok');
    expect(await authenticate(email, 'the owner passphrase')).toBeDefined();
    expect(await authenticate(email, 'a stranger passphrase')).toBeUndefined();
  });

  it('does not let whoever signed up first keep their password when the owner confirms', async () => {
    const email = `first-${Date.now()}@example.com`;
    await signUp({ email, password: 'a stranger passphrase', name: 'A Stranger' });
    const owners = await signUp({ email, password: 'the owner passphrase', name: 'The Owner' });
    await resendConfirmation(email, owners); // the owner asks for a new code: still for the owner's sign-up
    const code = /^(\d{6}) is your/.exec((await listMailbox()).find((m) => m.to === email)!.subject)![1]!;
    expect((await confirmSignUp(email, code, owners)).result).toBe('ok');
    expect(await authenticate(email, 'a stranger passphrase')).toBeUndefined();
    expect(await authenticate(email, 'the owner passphrase')).toMatchObject({ name: 'The Owner' });
  });

  it('ends the other sessions of an account when its password changes, keeping the browser that changed it', async () => {
    const account = await createAccount({
      email: `sessions-${Date.now()}@example.com`,
      password: 'a long enough pass',
      emailVerified: true,
    });
    const me = await upsertUserIdentity(db.db, { issuer: 'local', subject: account.id, email: account.email, name: '' });
    const here = await createSession({
      issuer: 'local',
      subject: account.id,
      email: account.email,
      name: '',
      identityId: me.id,
      idToken: 'x',
    });
    const there = await createSession({
      issuer: 'local',
      subject: account.id,
      email: account.email,
      name: '',
      identityId: me.id,
      idToken: 'y',
    });
    await endEverySignIn(account.id, (await findSession(here))!.id);
    expect(await findSession(here)).toBeDefined();
    expect(await findSession(there)).toBeUndefined();
  });

  it('shows the dev mailbox only to this machine', () => {
    expect(devMailboxEnabled('127.0.0.1')).toBe(true);
    expect(devMailboxEnabled('::1')).toBe(true);
    expect(devMailboxEnabled('203.0.113.9')).toBe(false);
  });
});
