import * as oidc from 'openid-client';
import { z } from 'zod';
import { config } from '@/config';
import { getDb } from '@/db/client';
import { invalidIdToken, OAUTH_LOGOUT_FAILED } from './errors';
import { issuerKey, mergeGuest, upsertUserIdentity } from './identity';
import { processOnce } from '@/lib/process-wide';
import { publicOrigin } from '@/server/site-url';
import { embeddedIssuerUrl, SITE_CLIENT_ID, siteClientSecret } from '@/domains/identity/issuer/embedded-issuer';
import { deleteAccountPayloads } from '@/domains/identity/issuer/oidc-adapter';
import { createSession, endAllSessions, endSession, type Session } from './sessions';
import { sign, unsign } from './signing';

// The site as an OpenID Connect client: authorization code flow with PKCE (S256), state and nonce per sign-in,
// tokens kept on the server. The issuer is the embedded provider unless OIDC_ISSUER names another.

export const SIGN_IN_COOKIE = 'streamit_sign_in';
/** Set by the embedded provider's sign-in step for the callback: '0' when "keep me signed in" was unticked. */
export const REMEMBER_COOKIE = 'streamit_remember';
const SIGN_IN_TTL_MS = 10 * 60_000;
const SCOPES = 'openid email profile';

export const TOKEN_TOLERANCE_S = 5;

export const callbackUrl = () => `${publicOrigin()}/auth/callback`;

async function loadClient(): Promise<oidc.Configuration> {
  const external = config.OIDC_ISSUER;
  const issuer = external ?? embeddedIssuerUrl();
  const clientId = external ? config.OIDC_CLIENT_ID : SITE_CLIENT_ID;
  const secret = external ? config.OIDC_CLIENT_SECRET : await siteClientSecret();
  const insecure = new URL(issuer).protocol === 'http:';
  // Token expiry tolerance: 5 s of clock difference with the issuer, no more.
  const metadata = { client_secret: secret, [oidc.clockTolerance]: TOKEN_TOLERANCE_S };
  return oidc.discovery(new URL(issuer), clientId, metadata, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
}

/** The client configuration, discovered once per process (again after a failure). */
export const oidcClient = processOnce('oidc-client', loadClient);

/**
 * Only a path of this site: never another origin, never a protocol-relative //host, never a control character or
 * backslash (URL parsing drops tabs and newlines and reads \\ as /, turning "/\t/evil" into "//evil").
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  const base = 'http://streamit.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith('//') || path.startsWith('/auth/') || path.startsWith('/oidc')) return '/';
  return path.slice(0, 2000);
}

const transaction = z.object({ v: z.string(), s: z.string(), n: z.string(), r: z.string(), t: z.number() });
type Transaction = z.infer<typeof transaction>;

/** Where to send the browser to sign in, and the cookie that carries this sign-in's secrets to the callback. */
export async function startSignIn(returnTo: string | null, screen?: 'sign-up'): Promise<{ url: string; cookie: string }> {
  const client = await oidcClient();
  const t: Transaction = {
    v: oidc.randomPKCECodeVerifier(),
    s: oidc.randomState(),
    n: oidc.randomNonce(),
    r: safeReturnTo(returnTo),
    t: Date.now(),
  };
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: callbackUrl(),
    scope: SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(t.v),
    code_challenge_method: 'S256',
    state: t.s,
    nonce: t.n,
    ...(screen && !config.OIDC_ISSUER ? { screen } : {}),
  });
  const payload = Buffer.from(JSON.stringify(t)).toString('base64url');
  return { url: url.href, cookie: await sign(payload) };
}

async function readTransaction(cookie: string | undefined): Promise<Transaction | undefined> {
  const payload = await unsign(cookie);
  if (!payload) return undefined;
  const parsed = transaction.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  if (!parsed.success || Date.now() - parsed.data.t > SIGN_IN_TTL_MS) return undefined;
  return parsed.data;
}

/** A sign-in the callback cannot complete; `reason` picks the message the sign-in page shows. */
export class SignInFailed extends Error {
  constructor(
    readonly reason: 'expired' | 'failed',
    message: string,
    /** What the library or the issuer said, for the log (InvalidIdTokenException, invalid_grant, ...). */
    override readonly cause?: Error,
  ) {
    super(message);
  }
}

/** Completes a sign-in at the callback: checks state, nonce and PKCE, stores the session. */
export async function finishSignIn(
  currentUrl: URL,
  cookie: string | undefined,
  { guestCookie, remember = true, userAgent = '' }: { guestCookie?: string; remember?: boolean; userAgent?: string } = {},
): Promise<{ token: string; returnTo: string; remember: boolean; welcome: boolean; person: { name: string; email: string } }> {
  const t = await readTransaction(cookie);
  if (!t) throw new SignInFailed('expired', 'This sign-in expired or was started in another browser. Sign in again.');
  const client = await oidcClient();
  // The callback is registered under the public origin; the request may have reached us by another name.
  const url = new URL(callbackUrl());
  url.search = currentUrl.search;
  let tokens;
  try {
    tokens = await oidc.authorizationCodeGrant(client, url, {
      pkceCodeVerifier: t.v,
      expectedState: t.s,
      expectedNonce: t.n,
      idTokenExpected: true,
    });
  } catch (error) {
    // SPEC.md section 8: an ID token without an issuer is InvalidIdTokenException 'Invalid Idtoken.'.
    const said = [error, (error as Error).cause].map((e) => (e as Error | undefined)?.message ?? '').join(' ');
    const reason = /"iss" \(issuer\) claim missing/.test(said) ? invalidIdToken() : (error as Error);
    const code = (reason as { error?: string }).error;
    const detail = (reason.cause as Error | undefined)?.message;
    console.warn(`sign-in refused: ${reason.name}: ${reason.message}${detail ? ` (${detail})` : ''}${code ? ` (${code})` : ''}`);
    throw new SignInFailed('failed', 'We could not complete your sign-in. Try again.', reason);
  }
  const claims = tokens.claims();
  if (!claims?.iss) {
    console.warn(`sign-in refused: ${invalidIdToken().name}`);
    throw new SignInFailed('failed', 'We could not complete your sign-in. Try again.', invalidIdToken());
  }
  const person = {
    issuer: claims.iss,
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    name: typeof claims.name === 'string' ? claims.name : '',
    emailVerified: claims.email_verified === true,
  };
  const guestId = await unsign(guestCookie);
  // One transaction: the person's identity, the guest's things merged into it, the session.
  let welcome = false;
  const token = await getDb().transaction(async (tx) => {
    const identity = await upsertUserIdentity(tx, person);
    welcome = identity.isNew;
    if (guestId) await mergeGuest(tx, guestId, identity.id);
    return createSession(
      {
        ...person,
        identityId: identity.id,
        userAgent: userAgent.slice(0, 300),
        idToken: tokens.id_token!,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        tokenExpiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : undefined,
      },
      remember,
      tx,
    );
  });
  // welcome: the person's first sign-in here (just signed up), greeted on the page they land on.
  return { token, returnTo: t.r, remember, welcome, person: { name: person.name, email: person.email } };
}

/** Revokes what the issuer gave a session; errors are logged and ignored (SPEC.md section 7: clearing proceeds). */
export async function revokeSessionTokens(session: Pick<Session, 'refreshToken' | 'accessToken'>): Promise<void> {
  const client = await oidcClient().catch(() => undefined);
  if (!client) return;
  for (const token of [session.refreshToken, session.accessToken])
    if (token) await oidc.tokenRevocation(client, token).catch((e: Error) => console.warn(`token revocation failed: ${e.message}`));
}

/**
 * Ends the session (or, `everywhere`, every session of its person, and the embedded provider's sign-ins of the
 * account) and says where the browser goes next: the issuer's logout, which comes back to /.
 */
export async function signOut(sessionToken: string | undefined, { everywhere = false } = {}): Promise<string> {
  const session = await endSession(sessionToken);
  if (!session) return '/';
  const ended = everywhere ? [session, ...(await endAllSessions(session.identityId))] : [session];
  for (const s of ended) await revokeSessionTokens(s);
  if (everywhere && issuerKey(session.issuer) === 'local') await deleteAccountPayloads(session.subject);
  const client = await oidcClient().catch(() => undefined);
  if (!client) {
    console.warn(OAUTH_LOGOUT_FAILED); // SPEC.md section 8; the site's own sign-out is complete
    return '/';
  }
  return logoutUrl(client, session.idToken);
}

/**
 * The issuer's logout address: a Cognito hosted UI (COGNITO_DOMAIN) takes /logout?client_id=&logout_uri=; any other
 * issuer its end_session_endpoint with the ID token and post_logout_redirect_uri. None: straight back to /.
 */
export function logoutUrl(client: oidc.Configuration, idToken: string): string {
  const back = `${publicOrigin()}/`;
  if (config.COGNITO_DOMAIN) {
    const url = new URL('/logout', config.COGNITO_DOMAIN);
    url.search = new URLSearchParams({ client_id: client.clientMetadata().client_id, logout_uri: back }).toString();
    return url.href;
  }
  if (!client.serverMetadata().end_session_endpoint) return '/';
  return oidc.buildEndSessionUrl(client, { id_token_hint: idToken, post_logout_redirect_uri: back }).href;
}
