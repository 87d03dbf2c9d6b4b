import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import type { Action } from '@/server/action';
import { SYSTEM } from '@/server/viewer';
import type { JobDefinition, Queue } from './queue';

// The running server's door for the CLI: queue a job, ask how it goes, run an operator action. Only from this machine, only with the token
// the server writes into its data folder at start (readable by the operator who runs it, mode 0600).

export type ControlFile = { url: string; token: string; pid: number };
const FILE = 'control.json';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function writeControlFile(dataDir: string, url: string): { token: string; remove: () => void } {
  const token = randomBytes(32).toString('base64url');
  const file = path.join(dataDir, FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ url, token, pid: process.pid } satisfies ControlFile), { mode: 0o600 });
  return {
    token,
    remove: () => {
      try {
        if ((JSON.parse(fs.readFileSync(file, 'utf8')) as ControlFile).token === token) fs.rmSync(file);
      } catch {
        /* gone already */
      }
    },
  };
}

/** The running server's control file, when a live server wrote it. */
export function readControlFile(dataDir: string): ControlFile | null {
  try {
    const parsed = z
      .object({ url: z.string().url(), token: z.string().min(20), pid: z.number().int() })
      .parse(JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')));
    process.kill(parsed.pid, 0);
    return parsed;
  } catch {
    return null;
  }
}

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

async function readJson(req: http.IncomingMessage, limit = 64 * 1024): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Answers /internal/jobs/<queue>[/<id>] and /internal/actions/<name> (an operator action run in this process, so
 * that its cache expiry reaches this server's caches); false for any other path.
 */
export async function handleControl(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  {
    token,
    queue,
    definitions,
    actions = {},
  }: { token: string; queue: () => Queue | undefined; definitions: JobDefinition<unknown>[]; actions?: Record<string, Action<unknown>> },
): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const m = /^\/internal\/jobs\/([a-z-]+)(?:\/([0-9a-f-]{36}))?$/.exec(url.pathname);
  if (!url.pathname.startsWith('/internal/')) return false;
  const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  // No token yet (the server is still starting): nobody is let in, not even with an empty one.
  if (!expected.length) return (send(res, 503, { error: 'starting', message: 'The server is starting. Try again in a moment.' }), true);
  // Through a proxy on this machine (nginx adds X-Forwarded-For) the caller is not local, whatever the socket says.
  const local = LOOPBACK.has(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined;
  if (!local || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    send(res, 403, { error: 'forbidden', message: 'Only the CLI on this machine, with the token in the data folder.' });
    return true;
  }
  const named = /^\/internal\/actions\/([A-Za-z]+)$/.exec(url.pathname);
  if (named) {
    const action = Object.hasOwn(actions, named[1]!) ? actions[named[1]!] : undefined;
    if (!action) return (send(res, 404, { error: 'not_found' }), true);
    if (req.method !== 'POST') return (send(res, 405, { error: 'method_not_allowed' }), true);
    let input: unknown;
    try {
      input = await readJson(req);
    } catch {
      return (send(res, 400, { error: 'bad_request', message: 'not JSON' }), true);
    }
    const result = await action.as({ clientIp: 'cli', viewer: SYSTEM }, input);
    return (send(res, result.ok ? 200 : result.status, result), true);
  }
  const def = m && definitions.find((d) => d.name === m[1]);
  const q = queue();
  if (!m || !def) return (send(res, 404, { error: 'not_found' }), true);
  if (!q) return (send(res, 503, { error: 'unavailable', message: 'The job queue is not running.' }), true);
  if (req.method === 'POST' && !m[2]) {
    let data: unknown;
    try {
      data = def.parse(await readJson(req));
    } catch (error) {
      const message = error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : 'not JSON';
      return (send(res, 400, { error: 'bad_request', message }), true);
    }
    const id = await q.send(def.name, data as object);
    return (send(res, 202, { id }), true);
  }
  if (req.method === 'GET' && m[2]) {
    const status = await q.status(def.name, m[2]);
    return (status ? send(res, 200, status) : send(res, 404, { error: 'not_found' }), true);
  }
  send(res, 405, { error: 'method_not_allowed' });
  return true;
}
