// StreamIt operator CLI: npm run cli -- <command>. Uses the same configuration as the server.
import { z } from 'zod';
import { config } from '@/config';
import { installDatabase, openDatabase, type Handle } from '@/db/client';
import { seedDemo } from '@/db/seed';
import { listPeople } from '@/domains/catalogue/people';
import { countCatalogue } from '@/domains/catalogue/titles';
import { searchCatalogue } from '@/domains/catalogue/search';
import { listAccounts } from '@/domains/identity/issuer/accounts';
import type { ActionContext, ActionResult } from '@/server/action';
import { joinExpiryChannel, leaveExpiryChannel } from '@/server/expiry';
import { operatorActions } from '@/register';
import { SYSTEM } from '@/server/viewer';
import { hasPublicAddress } from '@/server/site-url';
import { formatMoney } from '@/domains/shop/money';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runIngest, type IngestJob, type IngestOutcome } from '@/domains/playback/jobs';
import { readControlFile, type ControlFile } from '@/jobs/control';

const USAGE = `usage: npm run cli -- <command>
  migrate          apply pending migrations to the configured database
  seed             migrate, then add the demo catalogue if the database is empty
  stats            count titles by kind and people
  search <text>    full-text search, as the site runs it
  user create <email> [--admin] [--name <name>] [--password <password>]
                   add an account; without --password a temporary one is printed
  user list        list accounts
  user role <email> operator|member
                   let a person run the studio (operator), or not (member); any issuer's people
  user disable <email>
                   stop an account from signing in (and end its sessions)
  ingest <file> --title <slug> [--season <n> --episode <n>] [--subtitles <lang>=<file.vtt> ...]
                   package a video (ffmpeg, HLS ladder) and publish it as what plays for the title or episode
  title update <slug or /movies/<slug>> [--name <name>] [--synopsis <text>]
                   change a title's name or synopsis; its pages show it at once on every server
  subscription grant <email> --days <n> [--plan <slug>]
                   give a person <n> days of a plan, premium by default (extends a running one)
  order list [--status placed|paid|shipped|delivered|cancelled]
                   the shop's orders, newest first
  order pay|deliver|cancel <number>
                   mark a bank-transfer or cash order paid, an order delivered, or cancel it (restocked)
  order ship <number> --carrier <name> --tracking <number>
                   ship an order; the buyer is mailed the tracking number
  product stock <sku> <n>
                   set a variant's stock; its page and the shop's lists show it on their next request
With a server running on the same data folder, every command that changes data (ingest, title, user create/disable/role,
subscription, order, product) goes to it; the others on the embedded database need the server stopped (one process per
folder), or DATABASE_URL.`;

const command = z.discriminatedUnion('name', [
  z.object({ name: z.literal('migrate') }),
  z.object({ name: z.literal('seed') }),
  z.object({ name: z.literal('stats') }),
  z.object({ name: z.literal('search'), text: z.string().trim().min(1, 'search needs some text') }),
  z.object({
    name: z.literal('user'),
    action: z.enum(['create', 'list', 'disable', 'role'], { message: 'user takes create, list, disable or role' }),
    email: z.string().optional(),
    admin: z.boolean(),
    userName: z.string().optional(),
    password: z.string().optional(),
    role: z.string().optional(),
  }),
  z.object({
    name: z.literal('ingest'),
    file: z.string({ message: 'ingest needs a file' }).min(1, 'ingest needs a file'),
    title: z.string({ message: 'ingest needs --title <slug>' }).min(1, 'ingest needs --title <slug>'),
    season: z.coerce.number().int().positive('--season is a number from 1').optional(),
    episode: z.coerce.number().int().positive('--episode is a number from 1').optional(),
    subtitles: z.array(z.string().regex(/^[^=]+=.+$/, '--subtitles takes <lang>=<file.vtt>, e.g. en=film.en.vtt')).default([]),
  }),
  z.object({
    name: z.literal('title'),
    action: z.literal('update', { message: 'title takes update' }),
    // A title page's path as copied from the browser (/movies/<slug>), or the bare slug.
    slug: z
      .string({ message: 'title update needs a slug' })
      .trim()
      .transform((s) => s.replace(/^(?:https?:\/\/[^/]+)?\/?(?:movies|tv-shows|videos)\//, '').replace(/\/$/, '')),
    titleName: z.string().optional(),
    synopsis: z.string().optional(),
  }),
  z.object({
    name: z.literal('subscription'),
    action: z.literal('grant', { message: 'subscription takes grant' }),
    email: z.string({ message: 'subscription grant needs an e-mail address' }).min(1),
    days: z.coerce.number({ message: '--days needs a number' }).int().min(1, '--days is 1 or more').max(3660),
    plan: z.string().trim().min(1).default('premium'),
  }),
  z.object({
    name: z.literal('order'),
    action: z.enum(['list', 'pay', 'ship', 'deliver', 'cancel'], { message: 'order takes list, pay, ship, deliver or cancel' }),
    number: z.string().optional(),
    status: z.string().optional(),
    carrier: z.string().optional(),
    tracking: z.string().optional(),
  }),
  z.object({
    name: z.literal('product'),
    action: z.literal('stock', { message: 'product takes stock' }),
    sku: z.string({ message: 'product stock needs a SKU' }).min(1, 'product stock needs a SKU'),
    stock: z.coerce.number({ message: 'product stock needs a number' }).int('the stock is a whole number'),
  }),
]);

/** The arguments with `--name value` options taken out: `take('--name')` gives the value, `rest` what is left. */
function options(argv: string[]) {
  const rest = [...argv];
  const take = (name: string) => {
    const i = rest.indexOf(name);
    return i === -1 ? undefined : (rest.splice(i, 2)[1] ?? '');
  };
  return { take, rest };
}

/** `user create a@b.c --admin --name "Ada L" --password x` as fields. */
function userArgs(argv: string[]) {
  const { take, rest } = options(argv);
  const userName = take('--name');
  const password = take('--password');
  const [action, email, role] = rest.filter((a) => a !== '--admin');
  return { action, email, admin: rest.includes('--admin'), userName, password, role };
}

/** `subscription grant a@b.c --days 30 --plan premium` as fields. */
function subscriptionArgs(argv: string[]) {
  const { take, rest } = options(argv);
  const days = take('--days');
  const plan = take('--plan');
  const [action, email] = rest;
  return { action, email, days, plan };
}

/** `order ship SI-... --carrier UPS --tracking 1Z...` as fields. */
function orderArgs(argv: string[]) {
  const { take, rest } = options(argv);
  const status = take('--status');
  const carrier = take('--carrier');
  const tracking = take('--tracking');
  const [action, number] = rest;
  return { action, number, status, carrier, tracking };
}

/** `title update /movies/slug --name "New name" --synopsis "..."` as fields. */
function titleArgs(argv: string[]) {
  const { take, rest } = options(argv);
  const titleName = take('--name');
  const synopsis = take('--synopsis');
  const [action, slug] = rest;
  return { action, slug, titleName, synopsis };
}

/** `ingest clip.mp4 --title slug --season 1 --episode 2` as fields. */
function ingestArgs(argv: string[]) {
  const { take, rest } = options(argv);
  const title = take('--title');
  const season = take('--season');
  const episode = take('--episode');
  const subtitles: string[] = [];
  for (let sub = take('--subtitles'); sub !== undefined; sub = take('--subtitles')) subtitles.push(sub);
  return { file: rest[0], title, season, episode, subtitles };
}

/** A progress bar on a terminal; elsewhere (logs, tests) a line every 10 %. */
function progressBar(label: string) {
  const tty = process.stderr.isTTY;
  let lastTenth = -1;
  return (share: number) => {
    const pct = Math.floor(share * 100);
    if (tty) {
      const filled = Math.round(share * 30);
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${String(pct).padStart(3)}%`);
      if (share >= 1) process.stderr.write('\n');
    } else if (Math.floor(pct / 10) > lastTenth) {
      lastTenth = Math.floor(pct / 10);
      process.stderr.write(`${label} ${pct}%\n`);
    }
  };
}

type IngestCommand = { file: string; title: string; season?: number; episode?: number; subtitles: string[] };

/** The job as the queue takes it: absolute paths (the server may run elsewhere on this machine). */
const ingestJobOf = (cmd: IngestCommand): IngestJob => ({
  file: path.resolve(cmd.file),
  slug: cmd.title,
  season: cmd.season,
  episode: cmd.episode,
  subtitles: cmd.subtitles.map((s) => {
    const at = s.indexOf('=');
    return { language: s.slice(0, at), file: path.resolve(s.slice(at + 1)) };
  }),
});

function report(outcome: IngestOutcome): number {
  if ('refused' in outcome) {
    console.error(`refused: ${outcome.refused}`);
    return 1;
  }
  console.log(`published ${outcome.label} (${outcome.durationSec.toFixed(1)} s) as ${outcome.url}`);
  if (outcome.subtitles.length) console.log(`subtitles: ${outcome.subtitles.join(', ')}`);
  console.log('renditions:');
  for (const r of outcome.renditions)
    console.log(
      `  ${r.name.padEnd(6)} ${`${r.width}x${r.height}`.padEnd(10)} ${String(Math.round(r.averageBandwidth / 1000)).padStart(5)} kb/s avg  ${r.codecs}  ${r.segments} segments`,
    );
  return 0;
}

/** With a server running on this data folder, the job goes to its queue and the CLI follows it. */
async function ingestThroughServer(server: ControlFile, cmd: IngestCommand): Promise<number> {
  const call = async (pathname: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}${pathname}`, {
      ...init,
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new Error(`the server answered ${res.status}: ${String(body.message ?? body.error ?? '')}`);
    return body;
  };
  const { id } = (await call('/internal/jobs/ingest', { method: 'POST', body: JSON.stringify(ingestJobOf(cmd)) })) as { id: string };
  console.error(`queued on the running server (${server.url}) as job ${id}`);
  const bar = progressBar(`packaging ${path.basename(cmd.file)}`);
  for (;;) {
    const status = (await call(`/internal/jobs/ingest/${id}`)) as { state: string; share: number; output: unknown; retryCount: number };
    if (status.state === 'completed') {
      const outcome = status.output as IngestOutcome;
      if (!('refused' in outcome)) bar(1);
      return report(outcome);
    }
    bar(status.share);
    if (status.state === 'failed' || status.state === 'cancelled') {
      console.error(`ingest ${status.state}: ${(status.output as { message?: string } | null)?.message ?? 'see the server log'}`);
      return 1;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function runSubscription(cmd: { email: string; days: number; plan: string }) {
  return answer(
    await operatorAction<{ email: string; plan: string; until: string }>('grantPersonSubscription', cmd),
    (r) => `${r.email}: ${r.plan}, active until ${r.until.slice(0, 10)}`,
  );
}

/** The CLI acts as the operator: whoever runs it on this machine runs the site. */
const OPERATOR: ActionContext = { clientIp: 'cli', viewer: SYSTEM };

async function runUser(cmd: {
  action: 'create' | 'list' | 'disable' | 'role';
  email?: string;
  admin: boolean;
  userName?: string;
  password?: string;
  role?: string;
}) {
  if (cmd.action === 'list') {
    for (const a of await listAccounts())
      console.log(
        `${a.email}  ${a.name || '-'}  ${a.role === 'operator' ? 'admin' : 'user'}  ${a.disabledAt ? 'disabled' : 'active'}  ${a.id}`,
      );
    return 0;
  }
  if (!cmd.email) {
    console.error(`user ${cmd.action} needs an e-mail address`);
    return 2;
  }
  if (cmd.action === 'disable')
    return answer(await operatorAction<{ email: string }>('disablePerson', { email: cmd.email }), (r) => `disabled ${r.email}`);
  const made = await operatorAction<{ email: string; admin: boolean; temporaryPassword?: string }>('createPersonAccount', {
    email: cmd.email,
    name: cmd.userName,
    password: cmd.password,
    admin: cmd.admin,
  });
  return answer(
    made,
    (r) =>
      `created ${r.email}${r.admin ? ' (admin)' : ''}` +
      (r.temporaryPassword ? `\ntemporary password: ${r.temporaryPassword} (a new one is asked for at the first sign-in)` : ''),
  );
}

/**
 * What an action answered, as the CLI says it: the message (each field's on a line, after the flag that sets it when
 * `flags` names one: the actions speak the studio's words) and the exit code.
 */
function answer<T>(result: ActionResult<T>, say: (data: T) => string, flags: Record<string, string> = {}): number {
  if (result.ok) return (console.log(say(result.data)), 0);
  console.error(
    result.fieldErrors
      ? Object.entries(result.fieldErrors)
          .flatMap(([field, messages]) => messages.map((m) => (flags[field] ? `${flags[field]}: ${m}` : m)))
          .join('\n')
      : result.error,
  );
  return result.status === 400 ? 2 : 1;
}

/**
 * An operator action: inside the running server when one owns this data folder (its caches expire with the write),
 * else here, on the configured database (on PostgreSQL the servers hear the expiry through it).
 */
async function operatorAction<T>(name: string, input: unknown): Promise<ActionResult<T>> {
  const server = readControlFile(config.dataDir);
  if (server) {
    const res = await fetch(`${server.url}/internal/actions/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    return (await res.json()) as ActionResult<T>;
  }
  const handle = await open();
  try {
    await joinExpiryChannel(config.DATABASE_URL, { listen: false });
    return (await operatorActions()[name]!.as(OPERATOR, input)) as ActionResult<T>;
  } finally {
    await leaveExpiryChannel();
    await handle.close();
  }
}

type OrderRow = { number: string; status: string; email: string; placedAt: string; totalMinor: number; currency: string; items: number };
const TO = { pay: 'paid', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled' } as const;

async function runOrder(cmd: { action: 'list' | keyof typeof TO; number?: string; status?: string; carrier?: string; tracking?: string }) {
  if (cmd.action === 'list')
    return answer(await operatorAction<OrderRow[]>('listShopOrders', cmd.status ? { status: cmd.status } : {}), (rows) =>
      rows.length
        ? rows
            .map(
              (o) =>
                `${o.number}  ${o.placedAt.slice(0, 16).replace('T', ' ')}  ${o.status.padEnd(9)}  ${formatMoney(o.totalMinor, o.currency).padStart(10)}  ${o.items} item(s)  ${o.email}`,
            )
            .join('\n')
        : 'no orders',
    );
  if (!cmd.number) return (console.error(`order ${cmd.action} needs an order number`), 2);
  return answer(
    await operatorAction<{ number: string; status: string }>('changeShopOrder', {
      number: cmd.number,
      to: TO[cmd.action],
      ...(cmd.action === 'ship' ? { carrier: cmd.carrier, trackingNumber: cmd.tracking } : {}),
    }),
    (o) => `${o.number}: ${o.status}`,
    { carrier: '--carrier', trackingNumber: '--tracking' },
  );
}

async function open(init?: (db: Handle['db']) => Promise<void>): Promise<Handle> {
  const handle = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL, init } : { dir: config.pgliteDir, init });
  installDatabase(handle);
  return handle;
}

async function main(argv: string[]): Promise<number> {
  const parsed = command.safeParse(
    argv[0] === 'user'
      ? { name: 'user', ...userArgs(argv.slice(1)) }
      : argv[0] === 'subscription'
        ? { name: 'subscription', ...subscriptionArgs(argv.slice(1)) }
        : argv[0] === 'ingest'
          ? { name: 'ingest', ...ingestArgs(argv.slice(1)) }
          : argv[0] === 'title'
            ? { name: 'title', ...titleArgs(argv.slice(1)) }
            : argv[0] === 'order'
              ? { name: 'order', ...orderArgs(argv.slice(1)) }
              : argv[0] === 'product'
                ? { name: 'product', action: argv[1], sku: argv[2], stock: argv[3] }
                : { name: argv[0], text: argv.slice(1).join(' ') },
  );
  if (!parsed.success) {
    console.error(argv[0] ? `${parsed.error.issues[0]?.message}\n\n${USAGE}` : USAGE);
    return 2;
  }
  const cmd = parsed.data;
  if (cmd.name === 'title')
    return answer(
      await operatorAction<{ slug: string; name: string }>('updateTitleDetails', {
        slug: cmd.slug,
        name: cmd.titleName,
        synopsis: cmd.synopsis,
      }),
      (t) => `updated ${t.slug}: ${t.name}`,
    );
  if (cmd.name === 'user' && cmd.action === 'role') {
    if (!cmd.email) return (console.error('user role needs an e-mail address'), 2);
    return answer(
      await operatorAction<{ email: string; role: string }>('setPersonRole', { email: cmd.email, role: cmd.role }),
      (r) => `${r.email}: ${r.role}`,
    );
  }
  if (cmd.name === 'order') return runOrder(cmd);
  if (cmd.name === 'user' && cmd.action !== 'list') return runUser(cmd);
  if (cmd.name === 'subscription') return runSubscription(cmd);
  if (cmd.name === 'product')
    return answer(
      await operatorAction<{ sku: string; stock: number }>('setProductStock', { sku: cmd.sku, stock: cmd.stock }),
      (v) => `${v.sku}: ${v.stock} in stock`,
    );
  if (cmd.name === 'ingest') {
    const server = readControlFile(config.dataDir);
    if (server) return ingestThroughServer(server, cmd);
  }
  const handle = await open(cmd.name === 'seed' ? (db) => seedDemo(db, config.mediaDir, { demoOperator: !hasPublicAddress() }) : undefined);
  try {
    if (cmd.name === 'migrate' || cmd.name === 'seed') console.log(`${cmd.name}: done (${handle.kind})`);
    if (cmd.name === 'seed' || cmd.name === 'stats') {
      const counts = await countCatalogue();
      const { total } = await listPeople(1, 1);
      console.log(
        `movies ${counts.movie}, tv shows ${counts['tv-show']}, videos ${counts.video}, restricted (18+) ${counts.restricted}, people ${total}`,
      );
    }
    if (cmd.name === 'user') return await runUser(cmd);
    if (cmd.name === 'ingest')
      return report(await runIngest(ingestJobOf(cmd), { progress: progressBar(`packaging ${path.basename(cmd.file)}`) }));
    if (cmd.name === 'search') {
      const results = await searchCatalogue(cmd.text);
      for (const t of results.titles) console.log(`${t.kind.padEnd(8)} ${t.name}  ${t.href}`);
      for (const p of results.people) console.log(`person   ${p.name}  /cast/${p.slug}`);
      for (const t of results.terms) console.log(`${t.kind.padEnd(8)} ${t.title}  ${t.href}`);
      if (!results.titles.length && !results.people.length && !results.terms.length) console.log('no results');
    }
    return 0;
  } finally {
    await handle.close();
  }
}

/** Runs one command as `npm run cli -- <argv>` would and gives its exit code (tests call it in their own process). */
export async function runCli(argv: string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (error) {
    console.error(error instanceof z.ZodError ? error.issues.map((i) => i.message).join('\n') : (error as Error).message);
    return 1;
  }
}

// Run as a program (not imported by a test): exit with the command's code.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  void runCli(process.argv.slice(2)).then((code) => process.exit(code));
}
