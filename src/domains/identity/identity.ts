import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { config } from '@/config';
import { getDb, type Executor } from '@/db/client';
import type { ActionContext } from '@/server/action';
import { ActionError } from '@/server/action-error';
import { VISITOR, type CookieReader, type Role, type Viewer, type ViewerIdentity } from '@/server/viewer';
import { findAccountByEmail } from '@/domains/identity/issuer/accounts';
import { guestOwned } from './guest-owned';
import { cookieBase } from './cookies';
import { embeddedIssuerUrl } from '@/domains/identity/issuer/embedded-issuer';
import { identities } from './schema';
import { findSession, SESSION_COOKIE, type Session } from './sessions';
import { sign, unsign } from './signing';
import { GUEST_COOKIE } from '@/lib/identity-cookies';

// Who is asking: every domain that keeps something per person (watchlist, collections, progress, cart) asks
// currentIdentity() or requireIdentity(), and stores the identity's id. A signed-in person is keyed by issuer and
// subject; a visitor gets a guest identity on first need, merged into the person when they sign in.

export { GUEST_COOKIE } from '@/lib/identity-cookies';
/** SPEC.md section 9: cookies last 365 days; a guest identity lasts as long as its cookie. */
export const GUEST_DAYS = 365;

export type Identity = ViewerIdentity;
export const identityColumns = {
  id: identities.id,
  kind: identities.kind,
  email: identities.email,
  name: identities.name,
  issuer: identities.issuer,
  subject: identities.subject,
  role: identities.role,
};

/** The embedded provider's issuer URL follows SITE_URL and PORT; its people are keyed by a name that does not. */
export function issuerKey(issuer: string): string {
  return !config.OIDC_ISSUER && issuer === embeddedIssuerUrl() ? 'local' : issuer;
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

/** Who is asking, in a page: the signed-in person (with their role), a guest or a visitor. */
export async function pageViewer(): Promise<Viewer> {
  const jar = await requestCookies();
  return viewerOf((name) => jar.get(name)?.value);
}

/** A new guest identity and the cookie value that carries it. */
export async function createGuest(): Promise<{ identity: Identity; cookie: string }> {
  const [row] = await getDb()
    .insert(identities)
    .values({ kind: 'guest', expiresAt: new Date(Date.now() + GUEST_DAYS * 86_400_000) })
    .returning(identityColumns);
  return { identity: row!, cookie: await sign(row!.id) };
}

/** Who is asking, from a request's cookies: the signed-in person, else a live guest, else a visitor. */
export async function viewerOf(read: CookieReader): Promise<Viewer> {
  const signedIn = await sessionFromCookies(read);
  if (signedIn) return { kind: 'user', role: signedIn.identity.role, identity: signedIn.identity, sessionId: signedIn.session.id };
  const guest = await guestFromCookies(read);
  return guest ? { kind: 'guest', role: 'member', identity: guest } : VISITOR;
}

/**
 * The identity an action writes for: the viewer's, or for a visitor a new guest identity and its cookie, unless guest
 * access is off; then `purpose` completes "Sign in to ...". Route handlers and server actions only (it sets a cookie).
 */
export async function identityFor(ctx: ActionContext, purpose: string): Promise<Identity> {
  if (ctx.viewer.identity) return ctx.viewer.identity;
  if (!config.ALLOW_GUEST) throw new ActionError(`Sign in to ${purpose}.`, 403);
  const { identity, cookie } = await createGuest();
  (await requestCookies()).set(GUEST_COOKIE, cookie, { ...cookieBase(), maxAge: GUEST_DAYS * 86_400 });
  return identity;
}

/** An action's rule for keeping things: anyone while guests are allowed, else only someone with an identity. */
export function mayKeep(ctx: ActionContext, purpose: string): true | string {
  return config.ALLOW_GUEST || ctx.viewer.identity ? true : `Sign in to ${purpose}.`;
}

/** The person's identity for a completed sign-in, made on their first one; name and e-mail kept current. */
export async function upsertUserIdentity(
  tx: Executor,
  person: { issuer: string; subject: string; email: string; name: string; emailVerified?: boolean },
): Promise<Identity & { isNew: boolean }> {
  // Unverified unless the issuer says so: an address someone merely typed claims nothing (orders placed with it).
  const emailVerified = person.emailVerified === true;
  const [row] = await tx
    .insert(identities)
    .values({
      kind: 'user',
      issuer: issuerKey(person.issuer),
      subject: person.subject,
      email: person.email,
      name: person.name,
      emailVerified,
    })
    .onConflictDoUpdate({
      target: [identities.issuer, identities.subject],
      set: { email: person.email, name: person.name, emailVerified },
    })
    // xmax is 0 on a row this statement inserted (PostgreSQL's way to tell an insert from the update of an upsert).
    .returning({ ...identityColumns, isNew: sql<boolean>`(xmax = 0)` });
  return row!;
}

/**
 * Everything a guest owns becomes the person's (run inside the sign-in's transaction): each registered owner's
 * merge (guest-owned.ts), then the guest identity is removed.
 */
export async function mergeGuest(tx: Executor, guestId: string, userId: string): Promise<void> {
  const [guest] = await tx
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.id, guestId), eq(identities.kind, 'guest')))
    .for('update');
  if (!guest || guestId === userId) return;
  for (const owned of guestOwned()) await owned.merge(tx, guestId, userId);
  await tx.delete(identities).where(eq(identities.id, guestId));
}

/** A person's e-mail address when their issuer verified it (what they ordered with it is theirs), else undefined. */
export async function verifiedEmailOf(identityId: string): Promise<string | undefined> {
  const [row] = await getDb()
    .select({ email: identities.email })
    .from(identities)
    .where(and(eq(identities.id, identityId), eq(identities.kind, 'user'), eq(identities.emailVerified, true)))
    .limit(1);
  return row?.email || undefined;
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
  if (account)
    return upsertUserIdentity(getDb(), {
      issuer: 'local',
      subject: account.id,
      email: account.email,
      name: account.name,
      emailVerified: account.emailVerified,
    });
  const [row] = await getDb()
    .select(identityColumns)
    .from(identities)
    .where(and(eq(identities.kind, 'user'), sql`lower(${identities.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row;
}

/** The identity an operator names, by id (the studio) or by e-mail address (the CLI); refused in words when unknown. */
export async function identityNamed({ identityId, email }: { identityId?: string; email?: string }): Promise<string> {
  if (identityId) return identityId;
  const person = email ? await findPersonByEmail(email) : undefined;
  if (!person)
    throw new ActionError(
      email ? `No account for ${email} (people of an external issuer are known after their first sign-in).` : 'Choose a person.',
      email ? 404 : 400,
    );
  return person.id;
}

/** Makes a person an operator or a member again. */
export async function setRole(identityId: string, role: Role): Promise<void> {
  await getDb()
    .update(identities)
    .set({ role })
    .where(and(eq(identities.id, identityId), eq(identities.kind, 'user')));
}
