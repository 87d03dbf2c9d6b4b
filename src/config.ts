import path from 'node:path';
import { z } from 'zod';

// The environment, parsed once. Nothing else in src/ reads process.env.

/** A URL, or unset (an empty value counts as unset). */
const optionalUrl = () =>
  z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined));
/** true or false, spelled out. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true');
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optionalUrl(),
  // A read replica of DATABASE_URL for the shared, cached reads (catalogue, blog, shop pages); writes stay on the primary.
  DATABASE_REPLICA_URL: optionalUrl(),
  // The public address, e.g. https://streamit.example: absolute links in the sitemap, robots.txt and canonical tags.
  SITE_URL: optionalUrl(),
  // Behind a load balancer, take the client address from X-Forwarded-For.
  TRUST_PROXY: flag(false),
  SEED_DEMO: flag(true),
  // After the shared reels, give each demo movie and episode a preview clip of its own (background, ~15 s each).
  DEMO_PREVIEWS: flag(true),
  // An external OpenID Connect issuer (e.g. a Cognito user pool); unset, the embedded provider under /oidc.
  OIDC_ISSUER: optionalUrl(),
  OIDC_CLIENT_ID: z.string().default(''),
  OIDC_CLIENT_SECRET: z.string().default(''),
  // The data API (GraphQL): where the embedded provider may send its API client's codes (loopback: any port), and
  // with an external issuer, the audience its access tokens must carry (unset: not checked, as Cognito's have none).
  API_CLIENT_REDIRECT_URIS: z
    .string()
    .default('http://127.0.0.1/callback')
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url())),
  API_AUDIENCE: z.string().default(''),
  // Introspection of the data API's schema: on outside production unless set.
  GRAPHQL_INTROSPECTION: z.enum(['on', 'off', '']).default(''),
  // Data API requests per minute: per client address, and per person (their tokens together).
  GRAPHQL_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  // An AWS Cognito user pool's hosted UI, e.g. https://streamit.auth.us-east-1.amazoncognito.com: sign-out goes
  // through its /logout?client_id=&logout_uri= (Cognito has no standard end-session endpoint).
  COGNITO_DOMAIN: optionalUrl(),
  // Visitors get a guest identity (a signed cookie) that owns their watchlist and collections until they sign in.
  ALLOW_GUEST: flag(true),
  // Outgoing mail (sign-up codes, password resets), e.g. smtp://user:pass@mail.example:587; unset, mail goes to
  // the dev mailbox at /dev/mailbox and the server log.
  SMTP_URL: optionalUrl(),
  MAIL_FROM: z.string().default('StreamIt <no-reply@streamit.example>'),
  STORAGE_BUCKET: z.string().default(''),
  STORAGE_REGION: z.string().default('us-east-1'),
  // An S3-compatible store instead of AWS (MinIO, R2...). Browsers load its files through the site's /media.
  STORAGE_ENDPOINT: optionalUrl(),
  // Per client and minute: full search result pages, and suggestions while typing (npm run bench raises them).
  // Where the demo clips are kept once made (default <DATA_DIR>/demo-clips); one folder can serve many data folders.
  DEMO_CLIP_DIR: z.string().default(''),
  // x264's speed when packaging video (ingests, the demo's reels and previews): a faster preset spends less CPU on the
  // same bitrates at some cost in picture (ultrafast drops to H.264's Baseline profile); npm test packages with superfast.
  TRANSCODE_PRESET: z.enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium']).default('veryfast'),
  // Run queued jobs (ingests, demo clips) in the server process; false leaves them to `npm run worker` processes.
  SERVER_RUNS_JOBS: flag(true),
  // Seconds without a heartbeat (a worker beats every 2) before a running job is taken for dead and handed back.
  JOB_HEARTBEAT_TIMEOUT: z.coerce.number().int().min(5).max(3600).default(20),
  // The largest video file the studio takes (bytes): 8 GiB.
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 1024 ** 3),
  // Where rate limits count: 'memory' (one process) or 'database' (every app process on DATABASE_URL shares them);
  // unset: the database when DATABASE_URL is set.
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  SEARCH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  SUGGEST_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  // The payment providers offered at checkout, in order, the first the default: manual (bank transfer or pay on
  // delivery) and test-card (a card provider in test mode). A real provider registers in domains/shop/payments.
  PAYMENT_PROVIDERS: z
    .string()
    .default('manual,test-card')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['manual', 'test-card'])).min(1)),
  // What a buyer paying by bank transfer is told (the manual provider's order mail).
  BANK_TRANSFER_DETAILS: z.string().default('StreamIt Ltd, IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22'),
  // The studio's social accounts for the shop footer, as name=address pairs separated by commas
  // ("YouTube=https://www.youtube.com/@studio,Instagram=https://www.instagram.com/studio"); unset, none shown.
  SOCIAL_LINKS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at).trim(), href: pair.slice(at + 1).trim() };
        }),
    )
    .pipe(z.array(z.object({ name: z.string().min(1), href: z.string().url() }))),
  SUPPORT_PHONE: z.string().default('+1 (555) 010-0199'),
  SUPPORT_EMAIL: z.string().default('support@streamit.example'),
  SUPPORT_URL: z.string().url().default('https://support.streamit.example'),
  // What /extra/coming-soon counts down to (an ISO date or date-time, UTC when no zone); unset, the next release.
  COMING_SOON_AT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const at = new Date(/T.*(Z|[+-]\d\d:?\d\d)$/.test(v) ? v : /T/.test(v) ? `${v}Z` : `${v}T00:00:00Z`);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'COMING_SOON_AT must be a date like 2027-03-01 or 2027-03-01T18:00:00Z' });
        return z.NEVER;
      }
      return at;
    }),
  // Where the contact form's messages are mailed; unset, to SUPPORT_EMAIL.
  CONTACT_TO: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Every variable the configuration reads (docs/configuration.md documents each: src/config-docs.ts). */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

export type Config = z.infer<typeof schema> & { dataDir: string; mediaDir: string; pgliteDir: string; demoClipDir: string };

function load(): Config {
  // SPEC.md section 5: an external user pool needs its client id (and this confidential client its secret).
  const checked = schema.superRefine((env, ctx) => {
    if (!env.OIDC_ISSUER) return;
    for (const key of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const)
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when OIDC_ISSUER is set' });
  });
  const parsed = checked.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    pgliteDir: path.join(dataDir, 'pglite'),
    demoClipDir: parsed.data.DEMO_CLIP_DIR
      ? path.resolve(/*turbopackIgnore: true*/ parsed.data.DEMO_CLIP_DIR)
      : path.join(dataDir, 'demo-clips'),
  };
}

export const config: Config = load();
