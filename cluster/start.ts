// npm run start:cluster: the production shape on one machine. nginx on PORT balances CLUSTER_APPS app processes
// (server.ts) on one PostgreSQL (DATABASE_URL); CLUSTER_WORKERS job workers (worker.ts) transcode; packaged video
// lives in an S3-protocol bucket (STORAGE_BUCKET, or an s3rver started here), streamed by nginx after the app's gate.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { nginxConfig } from './nginx';
import { freePort } from './ports';

const settings = z
  .object({
    DATABASE_URL: z.string().url({ message: 'set DATABASE_URL to a PostgreSQL database: every process of the cluster shares it' }),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('data'),
    CLUSTER_APPS: z.coerce.number().int().min(1).max(32).default(3),
    CLUSTER_WORKERS: z.coerce.number().int().min(0).max(32).default(2),
    STORAGE_BUCKET: z.string().default(''),
    STORAGE_ENDPOINT: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .safeParse(process.env);
if (!settings.success) {
  console.error(`The cluster cannot start: ${settings.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  process.exit(1);
}
const { PORT, HOST, CLUSTER_APPS, CLUSTER_WORKERS } = settings.data;
const dataDir = path.resolve(settings.data.DATA_DIR);
const nginxDir = path.join(dataDir, 'nginx');

type Member = { name: string; command: string[]; env: Record<string, string>; ready: RegExp; child?: ChildProcess };
let stopping = false;
const members: Member[] = [];
let nginx: ChildProcess | undefined;
let closeStore = async () => undefined as void;
const cleanups: (() => void)[] = [];

/** Kills whatever a member left behind in its process group (none after a clean stop). */
function reap(pid: number | undefined) {
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    /* the group is empty */
  }
}

/** nginx first (it finishes the answers it is giving), then every process drains within its own 10 s. */
async function stop(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the cluster`);
  setTimeout(() => {
    for (const m of members) reap(m.child?.pid);
    process.exit(1);
  }, 12_000).unref();
  const exited = (child?: ChildProcess) =>
    !child || child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
  nginx?.kill('SIGQUIT');
  for (const m of members) m.child?.kill('SIGTERM');
  await Promise.all([exited(nginx), ...members.map((m) => exited(m.child))]);
  await closeStore().catch(() => undefined);
  for (const cleanup of cleanups) cleanup();
  console.log(`${signal}: cluster stopped`);
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

/**
 * Starts a member with its output prefixed by its name; resolves once it says it is ready. What a supervisor does
 * after: one that dies is started again (after 1 s, then longer while it keeps failing); the balancer skips the gap.
 */
function launch(member: Member, attempt = 0): Promise<void> {
  return new Promise((resolve, reject) => {
    // A process group of its own: what it started (a worker's ffmpeg) goes with it when it dies.
    const child = spawn(member.command[0]!, member.command.slice(1), {
      env: { ...process.env, ...member.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    member.child = child;
    let ready = false;
    const relay = (stream: NodeJS.WritableStream) => (data: Buffer) => {
      for (const line of data.toString().split('\n'))
        if (line) {
          stream.write(`[${member.name}] ${line}\n`);
          if (!ready && member.ready.test(line)) {
            ready = true;
            console.log(`${member.name} pid ${child.pid} ready`);
            resolve();
          }
        }
    };
    child.stdout!.on('data', relay(process.stdout));
    child.stderr!.on('data', relay(process.stderr));
    child.on('exit', (code, signal) => {
      reap(child.pid);
      if (stopping) return;
      const how = signal ?? `code ${code}`;
      // At the first start a failure stops the cluster (a wrong setting); later, the process is started again.
      if (!ready && attempt === 0) return reject(new Error(`${member.name} exited before it was ready (${how})`));
      const delay = Math.min(1000 * 2 ** attempt, 10_000);
      console.log(`${member.name} pid ${child.pid} exited (${how}): starting it again in ${delay / 1000} s`);
      setTimeout(() => void launch(member, ready ? 1 : attempt + 1).catch(() => undefined), delay);
    });
  });
}

async function main() {
  fs.mkdirSync(nginxDir, { recursive: true });
  const storage: Record<string, string> = {};
  if (settings.data!.STORAGE_BUCKET) {
    if (!settings.data!.STORAGE_ENDPOINT)
      throw new Error('nginx streams video from the bucket at STORAGE_ENDPOINT: set it (e.g. https://s3.eu-west-1.amazonaws.com)');
  } else {
    // No store given: an S3-protocol server of our own (s3rver, a development dependency) in the data folder.
    const { default: S3rver } = await import('s3rver');
    const port = await freePort();
    const store = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dataDir, 's3'),
      configureBuckets: [{ name: 'streamit-media' }],
    });
    await store.run();
    closeStore = () => store.close();
    Object.assign(storage, {
      STORAGE_BUCKET: 'streamit-media',
      STORAGE_ENDPOINT: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
    console.log(`s3rver (bucket streamit-media) on 127.0.0.1:${port}, files in ${path.join(dataDir, 's3')}`);
  }
  const bucket = storage.STORAGE_BUCKET ?? settings.data!.STORAGE_BUCKET;
  const endpoint = storage.STORAGE_ENDPOINT ?? settings.data!.STORAGE_ENDPOINT!;

  // Node itself (the pid each member has is the process that serves: a signal reaches it), on the compiled entries
  // beside this one when the launcher runs compiled (npm run start:cluster), else with tsx's loader on the sources.
  const compiled = import.meta.url.endsWith('.mjs');
  const entry = (name: 'server' | 'worker') =>
    compiled
      ? [process.execPath, fileURLToPath(new URL(`./${name}.mjs`, import.meta.url))]
      : [process.execPath, '--import', 'tsx', `${name}.ts`];
  // Every process shares the data folder (uploads, images, demo clips): one machine's disk, or a shared volume.
  // The site's address is nginx's: links, cookies and the identity provider's redirects name it, never an app's port.
  const site = process.env.SITE_URL || `http://localhost:${PORT}`;
  const common = { ...storage, SITE_URL: site, NODE_ENV: 'production', DATA_DIR: dataDir, TRUST_PROXY: 'true', SERVER_RUNS_JOBS: 'false' };
  const apps: Member[] = [];
  for (let i = 1; i <= CLUSTER_APPS; i++)
    apps.push({
      name: `app${i}`,
      command: entry('server'),
      env: { ...common, HOST: '127.0.0.1', PORT: String(await freePort()) },
      ready: /StreamIt ready on/,
    });
  const workers: Member[] = Array.from({ length: CLUSTER_WORKERS }, (_, i) => ({
    name: `worker${i + 1}`,
    command: entry('worker'),
    env: common,
    ready: /waiting for jobs/,
  }));

  members.push(...apps, ...workers);

  // The first app migrates and seeds the database; the others and the workers start on it together.
  await launch(apps[0]!);
  await Promise.all(members.slice(1).map((m) => launch(m)));

  // nginx's workers write its cache in a folder of their own (started by root, they are nobody and may not reach
  // a private data folder); a cache, so a new one at each start.
  const user = process.getuid?.() === 0 ? unprivilegedUser() : undefined;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-nginx-'));
  fs.mkdirSync(path.join(workDir, 'tmp'));
  cleanups.push(() => fs.rmSync(workDir, { recursive: true, force: true }));
  if (user) chownTree(workDir, user.uid, user.gid);
  const conf = path.join(nginxDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    nginxConfig({
      listen: { host: HOST, port: PORT },
      apps: apps.map((a) => `127.0.0.1:${a.env.PORT}`),
      store: { endpoint, bucket },
      dir: nginxDir,
      workDir,
      user: user?.name,
    }),
  );
  nginx = spawn('nginx', ['-p', nginxDir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  nginx.on('exit', (code) => {
    if (!stopping) {
      console.error(`nginx exited (code ${code}): see its messages above`);
      void stop('nginx exit');
    }
  });
  await waitForListening(HOST, PORT, () => nginx?.exitCode !== null);
  console.log(
    `StreamIt cluster ready on http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${PORT} (nginx pid ${nginx.pid}; ${apps
      .map((a) => `${a.name} pid ${a.child!.pid} on 127.0.0.1:${a.env.PORT}`)
      .join('; ')}; ${workers.map((w) => `${w.name} pid ${w.child!.pid}`).join('; ') || 'no workers'}; media in bucket ${bucket})`,
  );
}

/** Debian's nobody:nogroup for nginx's workers when the launcher runs as root. */
function unprivilegedUser(): { name: string; uid: number; gid: number } | undefined {
  const passwd = fs.readFileSync('/etc/passwd', 'utf8').split('\n');
  const groups = fs.readFileSync('/etc/group', 'utf8').split('\n');
  const user = passwd.find((l) => l.startsWith('nobody:'))?.split(':');
  const group = groups.find((l) => l.startsWith('nogroup:') || l.startsWith('nobody:'))?.split(':');
  return user && group ? { name: `nobody ${group[0]}`, uid: Number(user[2]), gid: Number(group[2]) } : undefined;
}

function chownTree(dir: string, uid: number, gid: number) {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    fs.chownSync(path.join(entry.parentPath, entry.name), uid, gid);
}

async function waitForListening(host: string, port: number, failed: () => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host === '0.0.0.0' ? '127.0.0.1' : host);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (failed() || Date.now() > deadline) throw new Error(`nginx did not start listening on ${host}:${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

main().catch((error: Error) => {
  console.error(`The cluster failed to start: ${error.message}`);
  void stop('failure', 1);
});
