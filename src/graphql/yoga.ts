import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { config } from '@/config';
import { InvalidAccessToken, viewerForAccessToken } from '@/domains/identity/access-tokens';
import { processOnce } from '@/lib/process-wide';
import { CLIENT_IP_HEADER } from '@/server/client-ip';
import { createRateLimiter } from '@/server/rate-limit';
import { VISITOR, type Viewer } from '@/server/viewer';
import { persistedDocument } from './persisted';
import { makeLoaders, schema, type GraphQLContext } from './schema';

// The data API at /api/graphql: graphql-yoga over the code-first schema. Bearer tokens only (no cookies, so no
// cross-site request can act for anyone); depth, cost, alias and token limits (graphql-armor); a rate limit per
// client and per person; errors without stack traces; introspection off in production unless configured.

export const GRAPHQL_PATH = '/api/graphql';
export const LIMITS = { maxDepth: 8, maxCost: 5000, maxAliases: 10, maxTokens: 2000 } as const;

const perClient = createRateLimiter({ name: 'graphql-client', limit: config.GRAPHQL_RATE_LIMIT, windowMs: 60_000 });
const perPerson = createRateLimiter({ name: 'graphql-person', limit: config.GRAPHQL_RATE_LIMIT, windowMs: 60_000 });

const refuse = (message: string, status: number, code: string, headers?: Record<string, string>) =>
  createGraphQLError(message, { extensions: { code, http: { status, headers } } });

function limited(verdict: { ok: boolean; retryAfterSeconds: number }) {
  if (verdict.ok) return;
  const wait = String(verdict.retryAfterSeconds);
  throw refuse(`Too many requests. Wait ${wait} seconds.`, 429, 'RATE_LIMITED', { 'retry-after': wait });
}

/** Who is asking: the Bearer token's person, or a visitor without one; a bad token is a 401, never a visitor. */
async function viewerOf(request: Request): Promise<Viewer> {
  const header = request.headers.get('authorization');
  if (!header) return VISITOR;
  const token = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header)?.[1];
  const challenge = { 'www-authenticate': 'Bearer error="invalid_token"' };
  if (!token) throw refuse('Send the access token as "Authorization: Bearer <token>".', 401, 'UNAUTHENTICATED', challenge);
  try {
    return await viewerForAccessToken(token);
  } catch (error) {
    if (error instanceof InvalidAccessToken)
      throw refuse(
        'The access token is not valid (expired, not for this API, or its account is disabled). Get a new one.',
        401,
        'UNAUTHENTICATED',
        challenge,
      );
    throw error;
  }
}

const introspection = config.GRAPHQL_INTROSPECTION ? config.GRAPHQL_INTROSPECTION === 'on' : config.NODE_ENV !== 'production';
const noIntrospection: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };

export const graphqlYoga = processOnce('graphql-yoga', async () =>
  createYoga<Record<string, never>, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    // Same-origin callers and apps outside browsers: no other site's page may call it with a visitor's token.
    cors: false,
    landingPage: false,
    // Unexpected errors become "Unexpected error." (logged here); the API's own errors keep their words.
    maskedErrors: true,
    logging: 'warn',
    plugins: [
      // Persisted documents by hash (src/graphql/persisted.ts), and any other document too.
      usePersistedOperations({ allowArbitraryOperations: true, getPersistedOperation: (id) => persistedDocument(id) }),
      EnvelopArmorPlugin({
        maxDepth: { n: LIMITS.maxDepth },
        costLimit: { maxCost: LIMITS.maxCost },
        maxAliases: { n: LIMITS.maxAliases },
        maxTokens: { n: LIMITS.maxTokens },
        maxDirectives: { n: 10 },
        blockFieldSuggestion: { enabled: !introspection },
      }),
      ...(introspection ? [] : [noIntrospection]),
    ],
    context: async ({ request }) => {
      limited(await perClient(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown'));
      const viewer = await viewerOf(request);
      if (viewer.identity) limited(await perPerson(viewer.identity.id));
      return { viewer, clientIp: request.headers.get(CLIENT_IP_HEADER) ?? 'unknown', loaders: makeLoaders() };
    },
  }),
);
