import { generateKeyPairSync, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto';
import { installationSecret } from '@/db/secrets';
import { publicOrigin } from '@/server/site-url';

// Where the embedded provider lives and how the site is known to it: what the relying party, the provider and the
// sign-in screens share, kept apart from the provider itself so that they need not load it.

export const OIDC_PATH = '/oidc';
/** The site's own client at the embedded provider. */
export const SITE_CLIENT_ID = 'streamit-web';

/** The data API's client at the embedded provider: a public native client (PKCE, loopback redirects, any port). */
export const API_CLIENT_ID = 'streamit-api';
/** The data API as a resource: the audience of the access tokens issued for it. */
export const apiResource = () => `${publicOrigin()}/api/graphql`;
/** The access tokens' scope for the data API. */
export const API_SCOPE = 'api';

/** The embedded provider's issuer URL (it follows SITE_URL and PORT). */
export const embeddedIssuerUrl = () => `${publicOrigin()}${OIDC_PATH}`;

/** The site's client secret at the embedded provider, made once by whichever side asks first. */
export const siteClientSecret = () => installationSecret('oidc.site-client-secret', () => randomBytes(32).toString('base64url'));

/** The provider's signing key (a private RSA JWK), made once per installation. */
export const signingKey = () =>
  installationSecret('oidc.signing-key', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' } as JsonWebKey & { kid: string };
  });
