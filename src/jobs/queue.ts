import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, lt, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { config } from '@/config';
import type { Handle } from '@/db/client';
import { getDb } from '@/db/client';
import { processSlot } from '@/lib/process-wide';
import { jobProgress } from './schema';

// Background work on the database's own job queue (pg-boss): in the server process on the embedded PGlite, in
// `npm run worker` processes too with DATABASE_URL. Running jobs beat a heartbeat; one whose worker died is failed
// by the next sweep and so retried, rather than waiting out its expiry.

export type JobContext = {
  id: string;
  /** Aborted when the process stops: stop work, the job is retried. */
  signal: AbortSignal;
  /** Share done, 0..1 (stored at most every half second, logged every quarter). */
  progress: (share: number) => void;
};
export type JobDefinition<T> = {
  name: string;
  /** Checks the job's data (it crossed a process boundary). */
  parse(data: unknown): T;
  run(data: T, job: JobContext): Promise<object | void>;
  /** How to name the job in the log. */
  describe?(data: T): string;
  retryLimit?: number;
  /** Longest a job may run before the queue gives it to another worker. */
  expireInSeconds?: number;
  /** Run on a schedule too (cron, UTC), by pg-boss's scheduler: one run per tick across every worker. */
  cron?: string;
  /** 'stately': at most one queued and one running per singletonKey, however many processes send it. */
  policy?: 'stately';
};

const BEAT_MS = 2_000;
const SWEEP_MS = 5_000;
const POLL_SECONDS = 2;

export type Queue = {
  boss: PgBoss;
  worker: string;
  send: <T extends object>(name: string, data: T, options?: PgBoss.SendOptions) => Promise<string | null>;
  status: (name: string, id: string) => Promise<JobStatus | null>;
  stop: () => Promise<void>;
};
export type JobStatus = { state: PgBoss.JobWithMetadata['state']; share: number; output: unknown; retryCount: number };

const processQueue = processSlot<Queue>('queue');

/** The process's queue (started by server.ts or worker.ts), or undefined. */
export function getQueue(): Queue | undefined {
  return processQueue.get();
}

export async function startQueue(
  handle: Handle,
  definitions: JobDefinition<unknown>[],
  { work = true, log = console.log }: { work?: boolean; log?: (line: string) => void } = {},
): Promise<Queue> {
  const options: PgBoss.ConstructorOptions =
    'url' in handle.queueDb ? { connectionString: handle.queueDb.url, max: 4 } : { db: handle.queueDb.executor };
  const boss = new PgBoss({ ...options, schema: 'pgboss', archiveCompletedAfterSeconds: 7 * 86_400 });
  boss.on('error', (error) => log(`job queue: ${error.message}`));
  await boss.start();
  const worker = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Map<string, AbortController>();

  for (const def of definitions) {
    const queueOptions = {
      retryLimit: def.retryLimit ?? 2,
      retryDelay: 2,
      expireInSeconds: def.expireInSeconds ?? 6 * 3600,
      ...(def.policy ? { policy: def.policy } : {}),
    };
    await boss.createQueue(def.name, { name: def.name, ...queueOptions });
    // A queue made by an older version keeps its first options: brought up to date (a no-op otherwise).
    if (def.policy) await boss.updateQueue(def.name, { name: def.name, ...queueOptions });
    if (work && def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
  }
  // Each queue's worker asks every 2 s (pg-boss's default; at 0.5 s an idle server spent ~5 % of a core polling its
  // PGlite); a job sent from this process wakes its worker at once (send below), so only jobs sent from other processes wait for a poll.
  const workerIds = new Map<string, string>();
  if (work)
    for (const def of definitions) {
      const id = await boss.work<unknown>(def.name, { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
        if (!job) return;
        const data = def.parse(job.data);
        const label = `${def.name} ${def.describe?.(data) ?? job.id}`;
        const controller = new AbortController();
        running.set(job.id, controller);
        let share = 0;
        let saved = -1;
        let logged = -1;
        const beat = async () => {
          saved = share;
          await getDb()
            .insert(jobProgress)
            .values({ jobId: job.id, queue: def.name, share, worker })
            .onConflictDoUpdate({ target: jobProgress.jobId, set: { share, worker, beatAt: sql`now()` } })
            .catch((error: Error) => log(`job ${label}: heartbeat failed: ${error.message}`));
        };
        await beat();
        const timer = setInterval(() => void beat(), BEAT_MS);
        log(`job ${label}: started`);
        const started = Date.now();
        try {
          const output = await def.run(data, {
            id: job.id,
            signal: controller.signal,
            progress: (s) => {
              share = Math.max(0, Math.min(1, s));
              const quarter = Math.floor(share * 4);
              if (quarter > logged && share < 1) {
                logged = quarter;
                if (quarter > 0) log(`job ${label}: ${Math.round(share * 100)}%`);
              }
              if (share - saved >= 0.01) void beat();
            },
          });
          share = 1;
          await beat();
          log(`job ${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          return output ?? {};
        } catch (error) {
          log(`job ${label}: failed: ${(error as Error).message}`);
          throw error;
        } finally {
          clearInterval(timer);
          running.delete(job.id);
        }
      });
      workerIds.set(def.name, id);
    }

  // Active jobs whose worker stopped beating go back to the queue (retried while retries remain).
  const sweep = async () => {
    try {
      const stale = await getDb()
        .select({ jobId: jobProgress.jobId, queue: jobProgress.queue, worker: jobProgress.worker })
        .from(jobProgress)
        .where(and(lt(jobProgress.beatAt, sql`now() - make_interval(secs => ${config.JOB_HEARTBEAT_TIMEOUT})`), lt(jobProgress.share, 1)));
      for (const row of stale) {
        const job = await boss.getJobById(row.queue, row.jobId);
        if (job?.state === 'active' && !running.has(row.jobId)) {
          log(`job ${row.queue} ${row.jobId}: worker ${row.worker} stopped answering; handing the job back to the queue`);
          await boss.fail(row.queue, row.jobId, { message: `worker ${row.worker} stopped` });
        }
        await getDb().delete(jobProgress).where(eq(jobProgress.jobId, row.jobId));
      }
    } catch (error) {
      log(`job sweep failed: ${(error as Error).message}`);
    }
  };
  // Workers keep the queue: a process that only sends (the CLI, a test) leaves it alone.
  const sweeper = work ? setInterval(() => void sweep(), SWEEP_MS) : undefined;
  sweeper?.unref();
  if (work) void sweep();

  const queue: Queue = {
    boss,
    worker,
    send: async (name, data, options = {}) => {
      const id = await boss.send(name, data, options);
      const local = workerIds.get(name);
      if (local && !options.startAfter) boss.notifyWorker(local);
      return id;
    },
    status: async (name, id) => {
      const job = await boss.getJobById<unknown>(name, id, { includeArchive: true });
      if (!job) return null;
      const [row] = await getDb().select({ share: jobProgress.share }).from(jobProgress).where(eq(jobProgress.jobId, id));
      const share = job.state === 'completed' ? 1 : (row?.share ?? 0);
      return { state: job.state, share, output: job.output, retryCount: job.retryCount };
    },
    stop: async () => {
      clearInterval(sweeper);
      for (const controller of running.values()) controller.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => undefined);
      processQueue.set(undefined);
    },
  };
  processQueue.set(queue);
  return queue;
}

export type FailedJob = { id: string; name: string; failedAt: string; message: string };

/** The latest jobs that failed for good (retries spent), newest first: the studio's dashboard lists them. */
export async function recentFailures(limit = 10): Promise<FailedJob[]> {
  // Before the queue's first start its tables are not there: nothing has failed.
  const result = (await getDb()
    .execute(
      sql`
    select id::text, name, completed_on, output from pgboss.job
    where state = 'failed' order by completed_on desc nulls last limit ${limit}`,
    )
    .catch(() => ({ rows: [] }))) as unknown as {
    rows: { id: string; name: string; completed_on: Date | string | null; output: { message?: string } | null }[];
  };
  return result.rows.map((r) => ({
    id: r.id,
    name: r.name,
    failedAt: r.completed_on ? new Date(r.completed_on).toISOString() : '',
    message: String(r.output?.message ?? 'failed').slice(0, 300),
  }));
}
