import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { config } from '@/config';
import { installationSecret } from '@/db/secrets';
import { processOnce } from '@/lib/process-wide';
import { publicOrigin, secureCookies } from '@/server/site-url';
import { plainPage } from '@/server/plain-page';
import { SECURITY_HEADERS } from '@/server/security-headers';
import { findAccountById } from './accounts';
import { API_CLIENT_ID, API_SCOPE, OIDC_PATH, SITE_CLIENT_ID, apiResource, signingKey, siteClientSecret } from './embedded-issuer';
import { handleInteraction } from './interactions';
import { DatabaseAdapter } from './oidc-adapter';

// The embedded OpenID Connect provider, the default issuer when no external one is configured. It is mounted
// by server.ts under /oidc (in front of Next) and keeps its state in the site's database.

export { OIDC_PATH, SITE_CLIENT_ID, siteClientSecret };

async function createProvider(): Promise<Provider> {
  const origin = publicOrigin();
  const [key, cookieKeys, clientSecret] = await Promise.all([
    signingKey(),
    installationSecret('oidc.cookie-keys', () => [randomBytes(32).toString('base64url')]),
    siteClientSecret(),
  ]);
  const configuration: Configuration = {
    adapter: DatabaseAdapter,
    clients: [
      {
        client_id: SITE_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${origin}/auth/callback`],
        post_logout_redirect_uris: [`${origin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        // Apps and scripts that use the data API for a person: they sign in here (code + PKCE) and get a JWT access
        // token for the API (audience: the API's URL), which the API verifies with this provider's key.
        client_id: API_CLIENT_ID,
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        redirect_uris: config.API_CLIENT_REDIRECT_URIS,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [key as never] },
    // Secure where the site's own are (https, and localhost, which browsers treat as secure), and Lax: every step of
    // a sign-in is a top-level navigation, so no SameSite=None cookie (nor its insecure `.legacy` twin) is needed.
    cookies: {
      keys: cookieKeys,
      long: { signed: true, sameSite: 'lax', secure: secureCookies() },
      short: { signed: true, sameSite: 'lax', secure: secureCookies() },
    },
    pkce: { methods: ['S256'], required: () => true },
    // Authorization code flow only (with PKCE): no tokens travel through the browser.
    responseTypes: ['code'],
    // The site's Register link asks for the sign-up screen first.
    extraParams: ['screen'],
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: {
      devInteractions: { enabled: false },
      // The data API's tokens: JWTs for its resource, for its client only (the site's tokens stay opaque).
      resourceIndicators: {
        enabled: true,
        // None for the site's client (its tokens are for the provider's userinfo, as before); the types ask for a string.
        defaultResource: (_ctx, client) => (client.clientId === API_CLIENT_ID ? apiResource() : (undefined as unknown as string)),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource, client) => {
          if (client.clientId !== API_CLIENT_ID || resource !== apiResource()) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: apiResource(),
            accessTokenTTL: 900,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      revocation: { enabled: true },
      // Signing out of the site signs out here too, without a second question; any other request to sign out
      // (a link on another site) is asked first.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
          ctx.body = plainPage({
            title: 'Signing out',
            body: sitesOwnSignOut(ctx)
              ? `${confirmed}<p>Signing you out…</p><noscript><button type="submit" form="op.logoutForm">Continue</button></noscript><script>document.forms[0].submit()</script>`
              : `${confirmed}<h1>Sign out of StreamIt?</h1><p>You are signed in to StreamIt on this browser.</p>` +
                `<p><button type="submit" form="op.logoutForm">Sign out</button> <a href="${publicOrigin()}/">Stay signed in</a></p>`,
          });
        },
      },
    },
    rotateRefreshToken: true,
    // The site is a confidential first-party client: it gets a refresh token (tied to the sign-in) without the
    // offline_access scope and its consent screen (which Cognito, the other issuer in view, does not use either).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Lifetimes in seconds. SPEC.md section 9: sign-ins last 365 days; access tokens are refreshed within the hour.
    ttl: {
      // The data API's tokens live as its resource server says (15 minutes); the site's, an hour.
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 365 * 86_400,
      Session: 365 * 86_400,
      RefreshToken: 365 * 86_400,
    },
    // The ID token carries the scopes' claims (e-mail, name): the site needs no userinfo call to greet the user.
    conformIdTokenClaims: false,
    // The sign-in screens are pages of the site (blank layout), reached through /oidc/interaction/<uid>.
    interactions: { url: (_ctx, interaction) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => {
      const account = await findAccountById(id);
      if (!account || account.disabledAt) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
    // The site is the provider's only client, a first party: what it asks for is granted without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      if (client.clientId === API_CLIENT_ID) grant.addResourceScope(apiResource(), API_SCOPE);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  };
  const provider = new Provider(`${origin}${OIDC_PATH}`, configuration);
  provider.proxy = config.TRUST_PROXY;
  // Koa refuses a Secure cookie over plain http; on localhost the browser takes one (a secure context), and behind a
  // TLS proxy the browser's connection is https: the provider's requests count as secure wherever the site's cookies are.
  if (secureCookies()) Object.defineProperty(provider.app.request, 'secure', { get: () => true });
  return provider;
}

/**
 * Whether a request to end the session is the site's own sign-out: it carries the ID token of the person signed in
 * here (which only the site holds) and came from a page of this site (the browser says so, when it says anything).
 */
function sitesOwnSignOut(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: string } } | undefined;
  const site = ctx.get('sec-fetch-site');
  return !!hint?.payload?.sub && hint.payload.sub === ctx.oidc.session?.accountId && (!site || site === 'same-origin');
}

// One provider per process, like the database handle (server.ts and Next's bundles may each load this module).
export const getProvider = processOnce('oidc-provider', createProvider);

/** Answers requests under /oidc with the embedded provider; false for every other path. */
export async function handleOidc(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = req.url ?? '/';
  if (config.OIDC_ISSUER) return false; // an external issuer: nothing is mounted here
  if (url !== OIDC_PATH && !url.startsWith(`${OIDC_PATH}/`) && !url.startsWith(`${OIDC_PATH}?`)) return false;
  const provider = await getProvider();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  // Mounted as Express would: the provider reads its mount path from originalUrl.
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
  req.url = url.slice(OIDC_PATH.length) || '/';
  if (await handleInteraction(provider, req, res)) return true;
  await provider.callback()(req, res);
  return true;
}
