import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { config } from '@/config';
import { mergeGuestProgress } from '@/domains/playback/progress';
import { getDb, type Database } from '@/db/client';
import { ActionError } from '@/server/action-error';
import { findAccountByEmail } from './accounts';
import { cookieBase } from './cookies';
import { OIDC_PATH, publicOrigin } from './provider';
import { collectionItems, collections, identities, watchlistItems } from './schema';
import { findSession, SESSION_COOKIE, type Session } from './sessions';
import { sign, unsign } from './signing';

// Who is asking: every domain that keeps something per person (watchlist, collections, progress, cart) asks
// currentIdentity() or requireIdentity(), and stores the identity's id. A signed-in person is keyed by issuer and
// subject; a visitor gets a guest identity on first need, merged into the person when they sign in.

export const GUEST_COOKIE = 'streamit_guest';
/** SPEC.md section 9: cookies last 365 days; a guest identity lasts as long as its cookie. */
export const GUEST_DAYS = 365;

export type Identity = { id: string; kind: 'guest' | 'user'; email: string; name: string; issuer: string | null; subject: string | null };
const identityColumns = {
  id: identities.id,
  kind: identities.kind,
  email: identities.email,
  name: identities.name,
  issuer: identities.issuer,
  subject: identities.subject,
};
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
type CookieReader = (name: string) => string | undefined;

/** The embedded provider's issuer URL follows SITE_URL and PORT; its people are keyed by a name that does not. */
export function issuerKey(issuer: string): string {
  return !config.OIDC_ISSUER && issuer === `${publicOrigin()}${OIDC_PATH}` ? 'local' : issuer;
}

const uuid = z.string().uuid();

async function findGuest(id: string): Promise<Identity | undefined> {
  if (!uuid.safeParse(id).success) return undefined;
  const [row] = await getDb()
    .select(identityColumns)
    .from(identities)
    .where(and(eq(identities.id, id), eq(identities.kind, 'guest'), gt(identities.expiresAt, sql`now()`)));
  return row;
}

/** The signed-in session these cookies carry, with its person's identity. */
export async function sessionFromCookies(read: CookieReader): Promise<{ session: Session; identity: Identity } | undefined> {
  const session = await findSession(read(SESSION_COOKIE));
  if (!session) return undefined;
  const [identity] = await getDb().select(identityColumns).from(identities).where(eq(identities.id, session.identityId));
  return identity ? { session, identity } : undefined;
}

/** The live guest identity these cookies carry, if any. */
export async function guestFromCookies(read: CookieReader): Promise<Identity | undefined> {
  const guestId = await unsign(read(GUEST_COOKIE));
  return guestId ? findGuest(guestId) : undefined;
}

/** The identity these cookies carry: the signed-in person, else a live guest, else none. */
export async function identityFromCookies(read: CookieReader): Promise<Identity | undefined> {
  const signedIn = await sessionFromCookies(read);
  return signedIn ? signedIn.identity : guestFromCookies(read);
}

async function requestCookies() {
  const { cookies } = await import('next/headers');
  return cookies();
}

/** The signed-in session of this request (pages, route handlers, server actions), if any. */
export async function currentSession() {
  const jar = await requestCookies();
  return sessionFromCookies((name) => jar.get(name)?.value);
}

/** Who is asking, in a page, route handler or server action; undefined for a visitor with no identity yet. */
export async function currentIdentity(): Promise<Identity | undefined> {
  const jar = await requestCookies();
  return identityFromCookies((name) => jar.get(name)?.value);
}

/** A new guest identity and the cookie value that carries it. */
export async function createGuest(): Promise<{ identity: Identity; cookie: string }> {
  const [row] = await getDb()
    .insert(identities)
    .values({ kind: 'guest', expiresAt: new Date(Date.now() + GUEST_DAYS * 86_400_000) })
    .returning(identityColumns);
  return { identity: row!, cookie: await sign(row!.id) };
}

/**
 * Who is asking, for a write (server actions and route handlers only): a visitor without one gets a guest identity
 * and its cookie, unless guest access is off; then `purpose` completes "Sign in to ...".
 */
export async function requireIdentity(purpose: string): Promise<Identity> {
  const current = await currentIdentity();
  if (current) return current;
  if (!config.ALLOW_GUEST) throw new ActionError(`Sign in to ${purpose}.`, 403);
  const { identity, cookie } = await createGuest();
  (await requestCookies()).set(GUEST_COOKIE, cookie, { ...cookieBase(), maxAge: GUEST_DAYS * 86_400 });
  return identity;
}

/** The refusal for guests when guest access is off: true to go ahead, else "Sign in to ...". */
export async function mayKeep(purpose: string): Promise<true | string> {
  return config.ALLOW_GUEST || (await currentIdentity()) ? true : `Sign in to ${purpose}.`;
}

/** The person's identity for a completed sign-in, made on their first one; name and e-mail kept current. */
export async function upsertUserIdentity(
  tx: Executor,
  person: { issuer: string; subject: string; email: string; name: string },
): Promise<Identity> {
  const [row] = await tx
    .insert(identities)
    .values({ kind: 'user', issuer: issuerKey(person.issuer), subject: person.subject, email: person.email, name: person.name })
    .onConflictDoUpdate({
      target: [identities.issuer, identities.subject],
      set: { email: person.email, name: person.name },
    })
    .returning(identityColumns);
  return row!;
}

/**
 * Everything a guest owns becomes the person's (run inside the sign-in's transaction): nothing lost, nothing twice.
 * The guest identity is then removed. Later domains (progress, cart) add their tables here.
 */
export async function mergeGuest(tx: Executor, guestId: string, userId: string): Promise<void> {
  const [guest] = await tx
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.id, guestId), eq(identities.kind, 'guest')))
    .for('update');
  if (!guest || guestId === userId) return;
  await tx.execute(sql`
    insert into ${watchlistItems} (identity_id, title_id, added_at)
    select ${userId}, title_id, added_at from ${watchlistItems} where identity_id = ${guestId}
    on conflict (identity_id, title_id) do update set added_at = least(${watchlistItems.addedAt}, excluded.added_at)`);
  // A collection named like one the person has joins it (its titles appended in order); the others move over.
  await tx.execute(sql`
    insert into ${collectionItems} (collection_id, title_id, position, added_at)
    select mine.id, theirs_item.title_id,
           (select coalesce(max(position), -1) from ${collectionItems} where collection_id = mine.id) + 1 + theirs_item.position,
           theirs_item.added_at
    from ${collections} theirs
    join ${collections} mine on mine.identity_id = ${userId} and lower(mine.name) = lower(theirs.name)
    join ${collectionItems} theirs_item on theirs_item.collection_id = theirs.id
    where theirs.identity_id = ${guestId}
    on conflict (collection_id, title_id) do nothing`);
  await tx.execute(sql`
    update ${collections} theirs set identity_id = ${userId}
    where theirs.identity_id = ${guestId}
      and not exists (select 1 from ${collections} mine where mine.identity_id = ${userId} and lower(mine.name) = lower(theirs.name))`);
  await mergeGuestProgress(tx, guestId, userId);
  await tx.delete(identities).where(eq(identities.id, guestId));
}

/** Removes guest identities whose cookie has expired, with everything they owned. Returns how many. */
export async function deleteExpiredGuests(): Promise<number> {
  const rows = await getDb()
    .delete(identities)
    .where(and(eq(identities.kind, 'guest'), sql`${identities.expiresAt} <= now()`))
    .returning({ id: identities.id });
  return rows.length;
}

/**
 * A person by e-mail, for the operator: an account of the embedded provider (its identity made if they have not
 * signed in yet), else someone an external issuer has signed in before.
 */
export async function findPersonByEmail(email: string): Promise<Identity | undefined> {
  const account = config.OIDC_ISSUER ? undefined : await findAccountByEmail(email);
  if (account) return upsertUserIdentity(getDb(), { issuer: 'local', subject: account.id, email: account.email, name: account.name });
  const [row] = await getDb()
    .select(identityColumns)
    .from(identities)
    .where(and(eq(identities.kind, 'user'), sql`lower(${identities.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row;
}
