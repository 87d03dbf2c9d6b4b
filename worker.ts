// npm run worker: a process that only works the job queue (ingests, demo clips), beside the servers, on PostgreSQL.
import { config } from './src/config';
import { installDatabase, openDatabase } from './src/db/client';
import { startQueue } from './src/jobs/queue';
import { joinExpiryChannel, leaveExpiryChannel } from './src/server/expiry';

async function main() {
  if (!config.DATABASE_URL) {
    throw new Error(
      'Workers share the queue through PostgreSQL: set DATABASE_URL. On the embedded database the server runs the jobs itself.',
    );
  }
  const handle = await openDatabase({ url: config.DATABASE_URL });
  installDatabase(handle);
  await joinExpiryChannel(config.DATABASE_URL, { listen: false }); // its writes reach the servers' caches
  const { registerDomains } = await import('./src/register');
  const { jobDefinitions } = await import('./src/jobs/registry');
  registerDomains();
  const queue = await startQueue(handle, jobDefinitions());
  console.log(
    `StreamIt worker ${queue.worker} waiting for jobs (${jobDefinitions()
      .map((j) => j.name)
      .join(', ')})`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping (running jobs go back to the queue)`);
    setTimeout(() => process.exit(0), 5000).unref();
    await queue.stop();
    await leaveExpiryChannel();
    await handle.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`StreamIt worker failed to start: ${error.message}`);
  process.exit(1);
});
