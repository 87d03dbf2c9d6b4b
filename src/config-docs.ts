// The configuration's documentation: one row per variable or group, rendered into docs/configuration.md by
// `npm run docs:config` (tests/integration/docs.test.ts holds the page to it and every variable of config.ts
// to a row). Markdown in the cells.

export type ConfigRow = { variables: string[]; default: string; meaning: string };

export const CONFIG_ROWS: ConfigRow[] = [
  {
    variables: ['NODE_ENV'],
    default: '`development` (`npm start`: `production`)',
    meaning: '`production` for a deployed site: `npm start` and the worker set it',
  },
  { variables: ['PORT', 'HOST'], default: '`3000`, `0.0.0.0`', meaning: 'where the server listens' },
  { variables: ['DATA_DIR'], default: '`data`', meaning: 'the embedded database (`data/pglite`) and media (`data/media`)' },
  {
    variables: ['DATABASE_URL'],
    default: 'unset',
    meaning: 'a PostgreSQL server instead of PGlite, e.g. `postgres://user@host:5432/streamit`',
  },
  {
    variables: ['DATABASE_REPLICA_URL'],
    default: 'unset',
    meaning: 'a streaming replica of `DATABASE_URL` for the shared, cached reads (see _Production_)',
  },
  {
    variables: ['SITE_URL'],
    default: '`http://localhost:$PORT`',
    meaning:
      'the public address (e.g. `https://streamit.example`): every absolute URL, cookies (Secure on https and localhost), sign-in; sign-in and forms answer only there (another name of this machine is sent there first)',
  },
  {
    variables: ['PAGE_CACHE_MB'],
    default: '`256`',
    meaning: 'memory for cached pages (404s are never cached); `0` turns the page cache off',
  },
  {
    variables: ['API_CLIENT_REDIRECT_URIS'],
    default: '`http://127.0.0.1/callback`',
    meaning: 'where the embedded provider may send its API client (`streamit-api`) back (comma-separated; loopback: any port)',
  },
  {
    variables: ['API_AUDIENCE'],
    default: 'unset',
    meaning: 'with an external issuer: the audience its access tokens must carry for the data API',
  },
  {
    variables: ['GRAPHQL_INTROSPECTION'],
    default: 'off in production',
    meaning: '`on` or `off`: the data API answers introspection queries',
  },
  { variables: ['GRAPHQL_RATE_LIMIT'], default: '`600`', meaning: 'data API requests a minute, per client address and per person' },
  { variables: ['UPLOAD_MAX_BYTES'], default: '`8589934592` (8 GiB)', meaning: 'the largest video file the studio takes' },
  {
    variables: ['SEARCH_RATE_LIMIT', 'SUGGEST_RATE_LIMIT'],
    default: '`60`, `120`',
    meaning:
      "per client and minute: search result pages and the data API's `search` (each alias counts), and suggestions while typing (429 past it)",
  },
  {
    variables: ['TRUST_PROXY'],
    default: '`false`',
    meaning:
      'take the client address from `X-Forwarded-For` (its last entry: one trusted proxy in front) and believe `X-Forwarded-Host`/`-Proto` (behind a load balancer); otherwise those headers are dropped',
  },
  { variables: ['SEED_DEMO'], default: '`true`', meaning: 'seed the demo catalogue into an empty database' },
  {
    variables: ['DEMO_PREVIEWS'],
    default: '`true`',
    meaning: 'after the shared reels, make each demo movie and episode its own preview clip in the background; `false` keeps the reels',
  },
  {
    variables: ['ALLOW_GUEST'],
    default: '`true`',
    meaning:
      'visitors get a guest identity (a signed cookie) that owns their watchlist and collections until they sign in; `false`: those ask to sign in first',
  },
  {
    variables: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    default: 'unset',
    meaning: 'an external OpenID Connect issuer instead of the embedded one (see below)',
  },
  {
    variables: ['COGNITO_DOMAIN'],
    default: 'unset',
    meaning:
      'an AWS Cognito hosted-UI domain, e.g. `https://streamit.auth.us-east-1.amazoncognito.com`: sign-out goes through its `/logout?client_id=&logout_uri=`',
  },
  {
    variables: ['SMTP_URL', 'MAIL_FROM'],
    default: 'unset, `StreamIt <no-reply@streamit.example>`',
    meaning:
      'outgoing mail (sign-up codes, password resets), e.g. `smtp://user:pass@mail.example:587`; unset, mail goes to the dev mailbox `/dev/mailbox` and the server log',
  },
  {
    variables: ['STORAGE_BUCKET', 'STORAGE_REGION', 'STORAGE_ENDPOINT'],
    default: 'empty, `us-east-1`, unset',
    meaning:
      "packaged video in an S3 bucket instead of `data/media` (credentials from the AWS SDK's usual variables); an endpoint for S3-compatible stores (MinIO, R2). Browsers still load it from the site's `/media`, through the media gate: the app streams it, or nginx does (`npm run start:cluster`); the bucket itself stays private",
  },
  {
    variables: ['DEMO_CLIP_DIR'],
    default: '`<DATA_DIR>/demo-clips`',
    meaning: 'where the demo reels are kept once made; one folder can serve many data folders (the browser tests share one)',
  },
  {
    variables: ['SERVER_RUNS_JOBS'],
    default: '`true`',
    meaning:
      'run queued jobs (ingests, demo video) in the server process; `false` leaves them to `npm run worker` processes (PostgreSQL only)',
  },
  {
    variables: ['TRANSCODE_PRESET'],
    default: '`veryfast`',
    meaning:
      'x264 preset for packaging video (ingests, demo reels and previews): `superfast` spends about 60 % of the CPU of `veryfast` for a softer picture at the same bitrates (`npm test` uses it); `ultrafast` about 40 %, in Baseline profile',
  },
  {
    variables: ['JOB_HEARTBEAT_TIMEOUT'],
    default: '`20`',
    meaning: "seconds a running job may go without its worker's heartbeat (every 2 s) before another worker takes it over",
  },
  {
    variables: ['RATE_LIMIT_STORE'],
    default: '`database` with `DATABASE_URL`, else `memory`',
    meaning:
      'where rate limits count: `database` (every app process on the same PostgreSQL shares one count per client; decision 0020) or `memory` (one process)',
  },
  { variables: ['CONTACT_TO'], default: '`SUPPORT_EMAIL`', meaning: "where the contact form's messages are mailed" },
  { variables: ['SUPPORT_PHONE', 'SUPPORT_EMAIL', 'SUPPORT_URL'], default: 'demo values', meaning: "the shop's contact details" },
  {
    variables: ['COMING_SOON_AT'],
    default: 'the next release',
    meaning: 'what `/extra/coming-soon` counts down to: an ISO date or date-time (UTC without a zone)',
  },
  {
    variables: ['PAYMENT_PROVIDERS'],
    default: '`manual,test-card`',
    meaning:
      'the payment providers offered at checkout, in order (the first is the default): `manual` (bank transfer or pay on delivery; unpaid orders lapse after 3 days) and `test-card` (a card provider in test mode; the only one plans can use, as it can charge again). See _Payments_ below',
  },
  {
    variables: ['BANK_TRANSFER_DETAILS'],
    default: 'demo account',
    meaning: 'what a buyer paying by bank transfer is told in the order mail',
  },
  {
    variables: ['SOCIAL_LINKS'],
    default: 'empty',
    meaning: "the shop footer's social links, `Name=https://…` pairs separated by commas; none shown when empty",
  },
  {
    variables: ['TEST_DATABASE_URL'],
    default: 'unset',
    meaning: 'tests: also run the database tests on this PostgreSQL server (a fresh database per run, dropped after)',
  },
];

/** Read outside src/config.ts: by next.config.ts (Next reads it at build and start) and by the tests' helpers. */
export const READ_ELSEWHERE = ['PAGE_CACHE_MB', 'TEST_DATABASE_URL'];

/** Where the table starts and ends in docs/configuration.md. */
export const TABLE_START = '<!-- The table below is made from src/config-docs.ts by `npm run docs:config`. -->';
export const TABLE_END = '<!-- End of the generated table. -->';

/** The rows as a Markdown table (Prettier aligns it). */
export function configTable(rows: ConfigRow[] = CONFIG_ROWS): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.variables.map((v) => `\`${v}\``).join(', ')} | ${cell(r.default)} | ${cell(r.meaning)} |`),
  ].join('\n');
}

/** A Markdown table's rows as their cells, spacing ignored (Prettier's alignment or none). */
export function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-+/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    );
}
