import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type ServerOptions } from '@tus/server';
import { config } from '@/config';
import { findPlayableTarget } from '@/domains/catalogue/targets';
import { getQueue } from '@/jobs/queue';
import { processOnce } from '@/lib/process-wide';
import { isSameOriginRequest } from '@/server/same-origin';
import { isSiteHost, publicOrigin } from '@/server/site-url';
import { viewerFromCookies } from '@/server/viewer';
import { recordAudit } from '@/server/audit';
import { SECURITY_HEADERS } from '@/server/security-headers';
import { decodeOrNull } from '@/lib/decode';
import { INGEST_QUEUE, type IngestJob } from './jobs';
import { uploadDir } from './upload-files';

// Video uploads from the studio: the tus protocol (@tus/server, files in the data folder), so an upload resumes
// after a dropped connection or a reload where it stopped. A finished upload becomes an ingest job; the job's id
// goes back in the last response (Upload-Job), for the studio to follow its progress.

export const UPLOAD_PATH = '/api/studio/uploads';

type Refusal = { status_code: number; body: string };
const refuse = (status_code: number, message: string): Refusal => ({ status_code, body: JSON.stringify({ error: message }) + '\n' });

const VIDEO_NAME = /\.(mp4|m4v|mov|mkv|webm|avi|mpg|mpeg|ts|mxf)$/i;

const positive = (value: string | null | undefined) => {
  if (value === undefined || value === null || value === '') return undefined;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : NaN;
};

/** An upload's metadata as the studio sends it: the file's name and type, and what it is for. */
function uploadTarget(metadata: Record<string, string | null> | undefined) {
  return {
    slug: metadata?.slug ?? '',
    season: positive(metadata?.season),
    episode: positive(metadata?.episode),
    filename: metadata?.filename ?? '',
    filetype: metadata?.filetype ?? '',
  };
}

/** The ingest job queued for a finished upload, once: a repeated last request answers the same job. */
async function queueOnce(id: string, make: () => Promise<string | null>): Promise<string | null> {
  const marker = path.join(uploadDir(), `${id}.job`);
  const known = await fs.readFile(marker, 'utf8').catch(() => null);
  if (known !== null) return known || null;
  const handle = await fs.open(marker, 'wx').catch(() => null);
  if (!handle) return fs.readFile(marker, 'utf8').catch(() => null);
  try {
    const job = await make();
    await handle.writeFile(job ?? '');
    return job;
  } catch (error) {
    // Not queued: the next try of the last request queues it.
    await fs.rm(marker, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
}

/** The job queued for an upload, when its file is whole. */
export const uploadJob = (id: string) =>
  /^[0-9a-f]{32}$/.test(id) ? fs.readFile(path.join(uploadDir(), `${id}.job`), 'utf8').catch(() => null) : Promise.resolve(null);

const tusServer = processOnce('tus-server', async () => {
  await fs.mkdir(uploadDir(), { recursive: true });
  const options: Omit<ServerOptions, 'locker'> & { datastore: FileStore } = {
    path: UPLOAD_PATH,
    datastore: new FileStore({ directory: uploadDir(), expirationPeriodInMilliseconds: 7 * 86_400_000 }),
    maxSize: config.UPLOAD_MAX_BYTES,
    relativeLocation: true,
    // Same-origin only: no other site's page may read the answers.
    allowedOrigins: (origin) => origin === publicOrigin(),
    respectForwardedHeaders: config.TRUST_PROXY,
    onUploadCreate: async (_req, upload) => {
      const target = uploadTarget(upload.metadata);
      if (!target.filename || target.filename.length > 255)
        throw refuse(400, 'Send the file’s name (filename metadata, at most 255 characters).');
      if (Number.isNaN(target.season) || Number.isNaN(target.episode)) throw refuse(400, 'Season and episode are whole numbers from 1.');
      if (!target.filetype.startsWith('video/') && !VIDEO_NAME.test(target.filename))
        throw refuse(415, `${target.filename} is not a video file: upload an MP4, MOV, MKV or WebM.`);
      const found = await findPlayableTarget(target.slug, target.season, target.episode);
      if (found.error !== undefined) throw refuse(404, found.error);
      return {};
    },
    onUploadFinish: async (req, upload) => {
      const target = uploadTarget(upload.metadata);
      const queue = getQueue();
      if (!queue) throw refuse(503, 'The job queue is not running: the upload is kept, try again in a moment.');
      const job: IngestJob = {
        file: path.join(uploadDir(), upload.id),
        name: target.filename,
        slug: target.slug,
        season: target.season,
        episode: target.episode,
        subtitles: [],
        upload: upload.id,
      };
      const id = await queueOnce(upload.id, async () => {
        const sent = await queue.send(INGEST_QUEUE, job);
        await recordUpload(req.headers.get('cookie') ?? undefined, target.slug, target.filename, sent);
        return sent;
      });
      return { headers: { 'Upload-Job': id ?? '' }, body: JSON.stringify({ job: id }) };
    },
  };
  const server = new Server(options);
  // Uploads left unfinished past their expiry (a week) are removed, hourly.
  setInterval(() => void server.cleanUpExpiredUploads().catch(() => undefined), 3_600_000).unref();
  return server;
});

/** The upload in the audit log: who sent which file for what, and the job that packages it. */
async function recordUpload(cookie: string | undefined, slug: string, filename: string, job: string | null) {
  const viewer = await viewerFromCookies(cookieReader(cookie));
  await recordAudit(viewer, 'uploadVideo', { target: `title ${slug}`, after: { file: filename, job } }).catch((error: Error) =>
    console.error(`audit of uploadVideo not written: ${error.message}`),
  );
}

const send = (res: http.ServerResponse, status: number, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: message }) + '\n');
};

/** The request's cookies as Next reads them: the first of a name wins, a malformed escape is kept as sent. */
function cookieReader(header: string | undefined) {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    if (eq > 0 && !jar.has(name)) jar.set(name, decodeOrNull(part.slice(eq + 1).trim()) ?? part.slice(eq + 1).trim());
  }
  return (name: string) => jar.get(name);
}

/**
 * Answers the upload endpoint (before the site's guard: tus needs PATCH, HEAD and DELETE and bodies of any size);
 * false for any other path. Operators only, from the site's own pages: anyone else finds nothing there.
 */
export async function handleUploads(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  const url = req.url ?? '/';
  if (url !== UPLOAD_PATH && !url.startsWith(`${UPLOAD_PATH}/`)) return false;
  if (!isSiteHost(req.headers.host)) return (send(res, 421, 'Upload at the site’s own address.'), true);
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  if (req.method !== 'GET' && req.method !== 'HEAD' && !isSameOriginRequest(header))
    return (send(res, 403, 'Uploads are only taken from StreamIt’s own pages.'), true);
  let operator = false;
  try {
    operator = (await viewerFromCookies(cookieReader(req.headers.cookie))).role === 'operator';
  } catch (error) {
    console.error(`upload: ${(error as Error).message}`);
    return (send(res, 500, 'Something went wrong on our side; try again in a moment.'), true);
  }
  if (!operator) return (send(res, 404, 'Not found.'), true);
  // tus honours X-HTTP-Method-Override (a POST that acts as a DELETE or PATCH): a method is the request's own, or nothing.
  if (req.headers['x-http-method-override'] !== undefined)
    return (send(res, 400, 'X-HTTP-Method-Override is not accepted: send the method itself.'), true);
  // The protocol needs no downloads: an upload's bytes are not served back.
  if (req.method === 'GET') return (send(res, 405, 'Uploads are not downloaded here.'), true);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  // A browser resuming an upload that is already whole learns its job from the offset check (HEAD).
  if (req.method === 'HEAD') {
    const job = await uploadJob(url.slice(UPLOAD_PATH.length + 1));
    if (job) res.setHeader('Upload-Job', job);
  }
  await (await tusServer()).handle(req, res);
  return true;
}
