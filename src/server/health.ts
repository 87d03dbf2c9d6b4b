import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { getQueue } from '@/jobs/queue';
import { processWide } from '@/lib/process-wide';

// A load balancer's two questions of an app process: is it alive (/healthz: it answers at all), and may it be sent
// requests (/readyz: its database answers, its job queue runs, and it is not shutting down).

const state = processWide('health', () => ({ draining: false }));

/** From now on /readyz says no (a SIGTERM came): the balancer sends new requests elsewhere while these finish. */
export function startDraining(): void {
  state.draining = true;
}

export const isDraining = (): boolean => state.draining;

const CHECK_TIMEOUT_MS = 2_000;

async function databaseAnswers(): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref());
  const query = getDb()
    .execute(sql`select 1`)
    .then(
      () => true,
      () => false,
    );
  return Promise.race([query, timeout]);
}

function send(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Answers /healthz and /readyz (GET or HEAD); false for any other request. */
export async function handleHealth(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = (req.url ?? '').split('?')[0];
  if (path !== '/healthz' && path !== '/readyz') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, { status: 'error', message: 'Use GET.' });
    return true;
  }
  if (path === '/healthz') {
    send(res, 200, { status: 'ok' });
    return true;
  }
  const checks = { database: await databaseAnswers(), queue: !!getQueue(), accepting: !state.draining };
  const ready = checks.database && checks.queue && checks.accepting;
  send(res, ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', checks });
  return true;
}
