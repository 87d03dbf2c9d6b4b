import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseSchema } from '@/domains/catalogue/params';
import { browseTitles } from '@/domains/catalogue/titles';
import { ingestFile } from '@/domains/playback/ingest';
import { ingestRequest, INGEST_QUEUE, type IngestJob } from '@/domains/playback/jobs';
import { ladderFor } from '@/domains/playback/ladder';
import { mediaAssets, playbackSources } from '@/domains/playback/schema';
import { localStorage } from '@/server/storage';
import { handleControl } from '@/jobs/control';
import { startQueue, type JobDefinition, type Queue } from '@/jobs/queue';
import { jobProgress } from '@/jobs/schema';
import { makeClip } from '../../tests/helpers/clips';
import { testEngines, type TestDatabase } from '../../tests/helpers/db';

const sources = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-queue-src-'));
const clip = path.join(sources, 'clip.mp4');
beforeAll(() => makeClip(clip), 30_000);
afterAll(() => fs.rmSync(sources, { recursive: true, force: true }));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.each(testEngines({ seeded: true }))('the job queue on $name', (engine) => {
  let db: TestDatabase;
  let slug: string;
  let queue: Queue | undefined;
  // The ingest job as the server runs it, publishing into this test's media folder.
  const testIngest = (): JobDefinition<IngestJob> => ({
    name: INGEST_QUEUE,
    parse: (data) => ingestRequest.parse(data),
    run: (job, ctx) =>
      ingestFile(localStorage(db.mediaDir), path.join(db.mediaDir, 'staging'), {
        ...job,
        rungs: ladderFor(360, 2),
        onProgress: ctx.progress,
        signal: ctx.signal,
      }).then((done) => ({ assetId: done.assetId })),
  });
  const quiet = () => undefined;

  beforeAll(async () => {
    db = await engine.open();
    slug = (await browseTitles('movie', browseSchema.parse({}))).items[0]!.slug;
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.dispose();
  });

  it('runs a queued ingest in this process, reporting progress, and publishes the title', async () => {
    queue = await startQueue(db, [testIngest() as JobDefinition<unknown>], { log: quiet });
    const id = await queue.send(INGEST_QUEUE, { file: clip, slug });
    const status = await until(
      () => queue!.status(INGEST_QUEUE, id!),
      (s) => s?.state === 'completed' || s?.state === 'failed',
      60_000,
    );
    expect(status).toMatchObject({ state: 'completed', share: 1, retryCount: 0 });
    const assetId = (status!.output as { assetId: string }).assetId;
    const [row] = await db.db.select().from(playbackSources).where(eq(playbackSources.assetId, assetId));
    expect(row?.target).toMatch(/^title:\d+$/);
    expect(fs.existsSync(path.join(db.mediaDir, 'videos', assetId, 'master.m3u8'))).toBe(true);
    await queue.stop();
    queue = undefined;
  }, 90_000);

  it('hands a job whose worker died back to the queue, and the next worker finishes it', async () => {
    // A worker takes the job and dies: the job stays active, its heartbeat stops.
    const dead = await startQueue(db, [testIngest() as JobDefinition<unknown>], { work: false, log: quiet });
    const id = await dead.send(INGEST_QUEUE, { file: clip, slug });
    const [taken] = (await dead.boss.fetch(INGEST_QUEUE)) ?? [];
    expect(taken?.id).toBe(id);
    await db.db
      .insert(jobProgress)
      .values({ jobId: id!, queue: INGEST_QUEUE, share: 0.4, worker: 'dead-worker', beatAt: new Date(Date.now() - 60_000) });
    expect((await dead.boss.getJobById(INGEST_QUEUE, id!))?.state).toBe('active');
    await dead.stop();

    const lines: string[] = [];
    queue = await startQueue(db, [testIngest() as JobDefinition<unknown>], { log: (l) => lines.push(l) });
    const status = await until(
      () => queue!.status(INGEST_QUEUE, id!),
      (s) => s?.state === 'completed',
      60_000,
    );
    expect(status).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(lines.some((l) => /dead-worker stopped answering/.test(l))).toBe(true);
    const assets = await db.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.id, (status!.output as { assetId: string }).assetId));
    expect(assets).toHaveLength(1);
  }, 90_000);

  it('lets only the CLI with the token queue jobs and read them over HTTP', async () => {
    queue ??= await startQueue(db, [testIngest() as JobDefinition<unknown>], { log: quiet });
    const token = 'a'.repeat(43);
    const server = http.createServer(async (req, res) => {
      if (!(await handleControl(req, res, { token, queue: () => queue, definitions: [testIngest() as JobDefinition<unknown>] })))
        res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (body: unknown, auth = `Bearer ${token}`) =>
      fetch(`${base}/internal/jobs/ingest`, { method: 'POST', headers: { authorization: auth }, body: JSON.stringify(body) });
    try {
      expect((await post({ file: clip, slug }, '')).status).toBe(403);
      expect((await post({ file: clip, slug }, `Bearer ${'b'.repeat(43)}`)).status).toBe(403);
      // Relayed by a proxy on this machine (nginx in front of the cluster): not the local CLI, even with the token.
      const relayed = await fetch(`${base}/internal/jobs/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ file: clip, slug }),
      });
      expect(relayed.status).toBe(403);
      const bad = await post({ file: 'relative.mp4', slug });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(/absolute path/);
      expect((await fetch(`${base}/internal/jobs/other`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
      const queued = await post({ file: clip, slug });
      expect(queued.status).toBe(202);
      const { id } = (await queued.json()) as { id: string };
      const status = await until(
        async () =>
          (await (await fetch(`${base}/internal/jobs/ingest/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
            state: string;
          },
        (s) => s.state === 'completed',
        60_000,
      );
      expect(status).toMatchObject({ state: 'completed', share: 1 });
      expect((await fetch(`${base}/internal/jobs/ingest/${id}`)).status).toBe(403);
    } finally {
      server.close();
    }
  }, 90_000);
});

// Separate worker processes (npm run worker) on PostgreSQL, one killed mid-transcode: tests/e2e/cluster.test.ts.
