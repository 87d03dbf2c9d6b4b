import { eq } from 'drizzle-orm';
import { initialsOf } from '@/lib/text';
import { getDb } from '@/db/client';
import { ActionError } from '@/server/action-error';
import { findAccountById, type Account } from '@/domains/identity/issuer/accounts';
import type { Identity } from './identity';
import { deleteAccountPayloads } from '@/domains/identity/issuer/oidc-adapter';
import { revokeSessionTokens } from './relying-party';
import { users } from './issuer/schema';
import { identities, sessions } from './schema';
import { endAllSessions, listSessions, type Session } from './sessions';

// The account page's reads and the writes behind it, always for the signed-in person themselves.

/** The embedded provider's account of a person, when they signed in there (external issuers keep their own). */
export async function localAccountOf(identity: Identity): Promise<Account | undefined> {
  return identity.issuer === 'local' && identity.subject ? findAccountById(identity.subject) : undefined;
}

export async function getAccountOverview(identity: Identity, current: Session) {
  const account = await localAccountOf(identity);
  const list = await listSessions(identity.id);
  return {
    name: identity.name,
    email: identity.email,
    initials: initialsOf(identity.name, identity.email) || '?',
    managedHere: !!account,
    totpEnabled: !!account?.totpEnabledAt,
    recoveryCodesLeft: account?.recoveryCodes.length ?? 0,
    sessions: list.map((s) => ({ ...s, current: s.id === current.id })),
  };
}

/** A new display name (embedded accounts; an external issuer's profile is changed there). */
export async function renameAccount(identity: Identity, name: string): Promise<void> {
  const account = await localAccountOf(identity);
  if (!account) throw new ActionError('Your name is managed by your sign-in provider. Change it there.', 409);
  await getDb().transaction(async (tx) => {
    await tx.update(users).set({ name }).where(eq(users.id, account.id));
    await tx.update(identities).set({ name }).where(eq(identities.id, identity.id));
    await tx.update(sessions).set({ name }).where(eq(sessions.identityId, identity.id));
  });
}

/**
 * Deletes the person and everything they own: watchlist, collections, sessions (tokens revoked first), and the
 * embedded provider's account and sign-ins. Irreversible; the caller has asked for confirmation.
 */
export async function deleteAccount(identity: Identity): Promise<void> {
  const ended = await endAllSessions(identity.id);
  for (const s of ended) await revokeSessionTokens(s);
  const account = await localAccountOf(identity);
  await getDb().transaction(async (tx) => {
    await tx.delete(identities).where(eq(identities.id, identity.id));
    if (account) await tx.delete(users).where(eq(users.id, account.id));
  });
  if (account) await deleteAccountPayloads(account.id);
}
