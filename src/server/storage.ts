import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { config } from '@/config';
import { cachePolicy, contentTypeOf } from '@/server/media-types';

// Where packaged media lives, behind one interface: the local media folder by default, an S3 bucket when
// STORAGE_BUCKET is set. Browsers load both from the site's /media, where the media gate judges every request: the
// app streams a bucket's files itself, or a proxy in front (nginx, `npm run start:cluster`) asks it and streams them.

export interface MediaStorage {
  /** Makes a finished local folder the content of `prefix`, all at once where the store allows; the folder is consumed. */
  publishFolder(folder: string, prefix: string): Promise<void>;
  /** Removes everything under `prefix`. */
  remove(prefix: string): Promise<void>;
  /** The URL path a browser loads a key from. */
  url(key: string): string;
  /** A stored object (a bucket's): what /media streams when the files are not in the media folder. */
  read?: ObjectReader;
}

export type StoredObject = { status: 200 | 206 | 304 | 416; headers: Record<string, string>; body?: Readable };
export type ObjectReader = (key: string, conditions: { range?: string; ifNoneMatch?: string }) => Promise<StoredObject | null>;

/** The site path of a stored key: /media/<key>, each part escaped. */
const mediaUrl = (key: string) => `/media/${key.split('/').map(encodeURIComponent).join('/')}`;

/** The media folder: a staging folder is renamed into place (atomic on one file system). */
export function localStorage(mediaDir: string): MediaStorage {
  const inside = (prefix: string) => {
    const full = path.resolve(mediaDir, prefix);
    if (!full.startsWith(mediaDir + path.sep)) throw new Error(`storage key outside the media folder: ${prefix}`);
    return full;
  };
  return {
    async publishFolder(folder, prefix) {
      const target = inside(prefix);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(folder, target);
    },
    async remove(prefix) {
      await fs.rm(inside(prefix), { recursive: true, force: true });
    },
    url: mediaUrl,
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(folder, path.join(e.parentPath, e.name)));
}

export type BucketOptions = { bucket: string; region: string; endpoint?: string; client?: S3Client };

/**
 * An S3 bucket. Every file is uploaded with its content type and caching before the database points at the prefix,
 * so nothing refers to a half-uploaded folder; then the local folder goes.
 */
export function bucketStorage({ bucket, region, endpoint, client }: BucketOptions): MediaStorage {
  // Checksums only where required: S3-compatible stores (and older MinIO) do not all read aws-chunked uploads.
  const s3 =
    client ??
    new S3Client({
      region,
      endpoint,
      forcePathStyle: !!endpoint,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  return {
    async publishFolder(folder, prefix) {
      const files = await filesUnder(folder);
      // A few at a time: a 60 s ladder is a couple of hundred small files.
      for (let i = 0; i < files.length; i += 8)
        await Promise.all(
          files.slice(i, i + 8).map(async (file) => {
            const local = path.join(folder, file);
            const key = `${prefix}/${file.split(path.sep).join('/')}`;
            await s3.send(
              new PutObjectCommand({
                Bucket: bucket,
                Key: key,
                Body: await fs.readFile(local), // a segment is about a megabyte: a buffer, sent with its length
                ContentType: contentTypeOf(file),
                CacheControl: cachePolicy(`${path.sep}videos${path.sep}${file}`, 'public, max-age=3600'),
              }),
            );
          }),
        );
      await fs.rm(folder, { recursive: true, force: true });
    },
    async remove(prefix) {
      for (;;) {
        const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/` }));
        const keys = (listed.Contents ?? []).map((o) => ({ Key: o.Key! }));
        if (!keys.length) return;
        await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
      }
    },
    url: mediaUrl,
    async read(key, { range, ifNoneMatch }) {
      try {
        const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch }));
        const headers: Record<string, string> = { 'content-type': got.ContentType ?? contentTypeOf(key), 'accept-ranges': 'bytes' };
        if (got.ContentLength !== undefined) headers['content-length'] = String(got.ContentLength);
        if (got.ContentRange) headers['content-range'] = got.ContentRange;
        if (got.ETag) headers.etag = got.ETag;
        return { status: got.ContentRange ? 206 : 200, headers, body: got.Body as Readable };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return null;
        if (status === 304 || status === 416) return { status, headers: {} };
        throw error;
      }
    },
  };
}

// One bucket client per process (the configuration is read once): an S3Client keeps its connections and
// credentials, and a playback lookup asks for the storage on every request.
let bucket: MediaStorage | undefined;

/** The configured store: the bucket when STORAGE_BUCKET is set, else the local media folder. */
export function mediaStorage(): MediaStorage {
  if (!config.STORAGE_BUCKET) return localStorage(config.mediaDir);
  bucket ??= bucketStorage({ bucket: config.STORAGE_BUCKET, region: config.STORAGE_REGION, endpoint: config.STORAGE_ENDPOINT });
  return bucket;
}
