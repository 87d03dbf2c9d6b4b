// An app process: opens the database (migrate + demo seed), serves /media itself, hands the rest to Next.
import http from 'node:http';
import next from 'next';
import { config } from './src/config';
import { installDatabase, openDatabase, type Database } from './src/db/client';
import { seedDemo, seedStarter } from './src/db/seed';
import { handleMedia, handleMediaGate } from './src/server/media';
import { mediaStorage } from './src/server/storage';
import { compressResponse, pickEncoding } from './src/server/compress';
import { deferAppScriptsOf, isPageDocument } from './src/server/defer-app';
import { keepResponse, responseCacheKey, serveKeptResponse } from './src/server/response-cache';
import { variesByIdentity, varyOnCookie } from './src/server/visitor-pages';
import { NEXT_ORIGIN_VARIABLE } from './src/server/next-internals/origin';
import { noStoreForErrors } from './src/server/error-caching';
import { clientAddress, rejectRequest, sendPlain } from './src/server/guard';
import { hasPublicAddress, insecureSiteWarning, selfOrigin } from './src/server/site-url';
import { CLIENT_IP_HEADER } from './src/server/client-ip';
import { deleteStaleRateLimits } from './src/server/rate-limit';
import { getQueue, startQueue } from './src/jobs/queue';
import { joinExpiryChannel, leaveExpiryChannel } from './src/server/expiry';
import { handleControl, writeControlFile } from './src/jobs/control';
import { handleHealth, isDraining, startDraining } from './src/server/health';

async function main() {
  const started = Date.now();
  const warning = insecureSiteWarning();
  if (warning) console.warn(`warning: ${warning}`);
  // The demo's operator only where the site has no public address (no SITE_URL off this machine): see the README's studio (docs/studio.md).
  const init = config.SEED_DEMO ? (db: Database) => seedDemo(db, config.mediaDir, { demoOperator: !hasPublicAddress() }) : seedStarter;
  const handle = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL, replicaUrl: config.DATABASE_REPLICA_URL, init } : { dir: config.pgliteDir, init },
  );
  installDatabase(handle);
  // Writes in other processes on the same PostgreSQL expire this server's caches too (none on PGlite).
  await joinExpiryChannel(config.DATABASE_URL);

  const dev = config.NODE_ENV === 'development';
  // Where Next's action forwarding and redirects reach this process.
  process.env[NEXT_ORIGIN_VARIABLE] = selfOrigin();
  const app = next({ dev, dir: process.cwd() });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  // Domain modules read through Next's cache helpers: loaded once Next has set up its runtime.
  const { handleOidc } = await import('@/domains/identity/issuer/provider');
  const { deleteExpiredGuests } = await import('./src/domains/identity/identity');
  const { deleteExpiredPayloads } = await import('@/domains/identity/issuer/oidc-adapter');
  const { operatorActions, registerDomains } = await import('./src/register');
  const { jobDefinitions } = await import('./src/jobs/registry');
  registerDomains();
  const { DEMO_QUEUE, queueDemoPreviews } = await import('./src/domains/playback/jobs');
  const { demoMediaNeeded, demoPreviewsNeeded } = await import('./src/domains/playback/demo');
  const { gateMediaPath } = await import('./src/domains/playback/gate');
  const { handleUploads } = await import('./src/domains/playback/uploads');

  // A bucket's video files: streamed from the store after the gate, unless a proxy in front streams them (the cluster).
  const objects = mediaStorage().read;

  let control = { token: '', remove: () => undefined as void };
  const server = http.createServer(async (req, res) => {
    try {
      // Shutting down: each connection closes after its answer, so the balancer's next request goes elsewhere.
      if (isDraining()) res.setHeader('connection', 'close');
      if (await handleHealth(req, res)) return;
      if (await handleMediaGate(req, res, gateMediaPath)) return;
      if (await handleMedia(req, res, config.mediaDir, gateMediaPath, objects)) return;
      if (
        await handleControl(req, res, { token: control.token, queue: getQueue, definitions: jobDefinitions(), actions: operatorActions() })
      )
        return;
      const clientIp = clientAddress(req, config.TRUST_PROXY);
      // The studio's resumable uploads: methods and sizes the guard refuses elsewhere, with checks of their own.
      if (await handleUploads(req, res)) return;
      if (await rejectRequest(req, res, clientIp)) return;
      req.headers[CLIENT_IP_HEADER] = clientIp;
      // Forwarded host and scheme are believed only from a trusted proxy (Next checks server actions' Origin against them).
      if (!config.TRUST_PROXY) for (const h of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for']) delete req.headers[h];
      if (await handleOidc(req, res)) return;
      const key = responseCacheKey(req, pickEncoding(req.headers['accept-encoding']));
      if (key && serveKeptResponse(req, res, key)) return;
      noStoreForErrors(res);
      if (variesByIdentity(req.url ?? '')) varyOnCookie(res);
      compressResponse(req, res, key ? (status, headers, body) => keepResponse(key, status, headers, body) : undefined);
      if (isPageDocument(req)) deferAppScriptsOf(res);
      await nextHandler(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendPlain(res, 500, 'Something went wrong', 'The server could not answer. Try again in a moment.');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${config.PORT} is already in use: stop the other server or set PORT.`) : error),
    );
    server.listen(config.PORT, config.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`StreamIt ready on http://localhost:${port} (${handle.kind}, ${Date.now() - started} ms)`);

  // Background jobs (ingests, demo clips) on the database's queue; the CLI reaches it through the control file.
  const queue = await startQueue(handle, jobDefinitions(), { work: config.SERVER_RUNS_JOBS });
  control = writeControlFile(config.dataDir, `http://127.0.0.1:${port}`);
  // The shared reels first (the previews follow them); a start after them resumes the previews where they stopped.
  if (config.SEED_DEMO && (await demoMediaNeeded())) await queue.send(DEMO_QUEUE, {}, { singletonKey: DEMO_QUEUE });
  else if (config.SEED_DEMO && (await demoPreviewsNeeded())) await queueDemoPreviews();

  // Hourly: expired guest identities (with what they owned) and the identity provider's expired records.
  const sweep = async () => {
    try {
      const [guests, records, windows] = await Promise.all([deleteExpiredGuests(), deleteExpiredPayloads(), deleteStaleRateLimits()]);
      if (guests || records || windows)
        console.log(`cleanup: ${guests} expired guest identities, ${records} expired sign-in records, ${windows} old rate-limit windows`);
    } catch (error) {
      console.warn(`cleanup failed: ${(error as Error).message}`);
    }
  };
  void sweep();
  setInterval(() => void sweep(), 3_600_000).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down (finishing the requests in flight)`);
    // Within 10 s whatever happens: a request still running after 9 s is cut off.
    setTimeout(() => process.exit(0), 9_000).unref();
    startDraining();
    const closed = new Promise<void>((resolve) => server.close(() => resolve())); // no new connections
    server.closeIdleConnections();
    control.remove();
    // A running job is handed back: aborted here, it fails and the queue retries it on another worker.
    await queue.stop();
    await closed;
    await leaveExpiryChannel();
    await app.close().catch(() => undefined);
    await handle.close().catch(() => undefined);
    console.log(`${signal}: stopped`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`StreamIt failed to start: ${error.message}`);
  process.exit(1);
});
