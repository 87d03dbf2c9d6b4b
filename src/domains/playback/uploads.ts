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
import { isSiteHost } from '@/server/site-url';
import { viewerFromCookies } from '@/server/viewer';
import { INGEST_QUEUE, type IngestJob } from './jobs';
import { uploadDir } from './upload-files';

// Video uploads from the studio: the tus protocol (@tus/server, files in the data folder), so an upload resumes
// after a dropped connection or a reload where it stopped. A finished upload becomes an ingest job; the job's id
// goes back in the last response (Upload-Job), for the studio to follow its progress.

export const UPLOAD_PATH = '/api/studio/uploads';

type Refusal = { status_code: number; body: string };
const refuse = (status_code: number, message: string): Refusal => ({ status_code, body: JSON.stringify({ error: message }) + '\n' });

const VIDEO_NAME = /\.(mp4|m4v|mov|mkv|webm|avi|mpg|mpeg|ts|mxf)$/i;

/** An upload's metadata as the studio sends it: the file's name and type, and what it is for. */
function uploadTarget(metadata: Record<string, string | null> | undefined) {
  const slug = metadata?.slug ?? '';
  const season = metadata?.season ? Number(metadata.season) : undefined;
  const episode = metadata?.episode ? Number(metadata.episode) : undefined;
  const filename = (metadata?.filename ?? '').slice(0, 255);
  const filetype = metadata?.filetype ?? '';
  return { slug, season, episode, filename, filetype };
}

const tusServer = processOnce('tus-server', async () => {
  await fs.mkdir(uploadDir(), { recursive: true });
  const options: Omit<ServerOptions, 'locker'> & { datastore: FileStore } = {
    path: UPLOAD_PATH,
    datastore: new FileStore({ directory: uploadDir(), expirationPeriodInMilliseconds: 7 * 86_400_000 }),
    maxSize: config.UPLOAD_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: config.TRUST_PROXY,
    onUploadCreate: async (_req, upload) => {
      const target = uploadTarget(upload.metadata);
      if (!target.filename) throw refuse(400, 'Send the file’s name (filename metadata).');
      if (!target.filetype.startsWith('video/') && !VIDEO_NAME.test(target.filename))
        throw refuse(415, `${target.filename} is not a video file: upload an MP4, MOV, MKV or WebM.`);
      const found = await findPlayableTarget(target.slug, target.season, target.episode);
      if (found.error !== undefined) throw refuse(404, found.error);
      return {};
    },
    onUploadFinish: async (_req, upload) => {
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
      const id = await queue.send(INGEST_QUEUE, job);
      return { headers: { 'Upload-Job': id ?? '' }, body: JSON.stringify({ job: id }) };
    },
  };
  return new Server(options);
});

const send = (res: http.ServerResponse, status: number, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: message }) + '\n');
};

function cookieReader(header: string | undefined) {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
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
  await (await tusServer()).handle(req, res);
  return true;
}
