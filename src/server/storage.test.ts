import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketStorage, localStorage } from '@/server/storage';
import { setEnv } from '../../tests/helpers/env';

// Media storage against a real S3-protocol server (s3rver) and the local folder.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-storage-'));
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: path.join(tmp, 's3'),
  configureBuckets: [{ name: 'streamit-media' }],
});
let endpoint = '';
let client: S3Client;

function packagedFolder(name: string) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, '240p'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'master.m3u8'), '#EXTM3U\n240p/index.m3u8\n');
  fs.writeFileSync(path.join(dir, '240p', 'index.m3u8'), '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\nseg_000.m4s\n');
  fs.writeFileSync(path.join(dir, '240p', 'seg_000.m4s'), Buffer.alloc(3000, 7));
  return dir;
}

beforeAll(async () => {
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('media storage', () => {
  it('publishes a folder to an S3 bucket with content types and caching, gives its URL, and removes it', async () => {
    // The store's own client, as configured in production (credentials from the SDK's usual environment variables).
    setEnv({ AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    const storage = bucketStorage({ bucket: 'streamit-media', region: 'us-east-1', endpoint });
    const folder = packagedFolder('to-bucket');
    await storage.publishFolder(folder, 'videos/asset-1');
    expect(fs.existsSync(folder)).toBe(false);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'streamit-media', Prefix: 'videos/asset-1/' }));
    expect(listed.Contents!.map((o) => o.Key).sort()).toEqual([
      'videos/asset-1/240p/index.m3u8',
      'videos/asset-1/240p/seg_000.m4s',
      'videos/asset-1/master.m3u8',
    ]);
    const segment = await client.send(new GetObjectCommand({ Bucket: 'streamit-media', Key: 'videos/asset-1/240p/seg_000.m4s' }));
    expect(segment.ContentType).toBe('video/iso.segment');
    expect(segment.CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await segment.Body!.transformToByteArray()).length).toBe(3000);
    const master = await client.send(new GetObjectCommand({ Bucket: 'streamit-media', Key: 'videos/asset-1/master.m3u8' }));
    expect(master.ContentType).toBe('application/vnd.apple.mpegurl');
    expect(master.CacheControl).toBe('public, max-age=60');
    // Browsers load it through the site's /media, where the gate judges each request.
    expect(storage.url('videos/asset-1/master.m3u8')).toBe('/media/videos/asset-1/master.m3u8');

    // What /media streams from the bucket: whole, a range, revalidated, or nothing.
    const whole = await storage.read!('videos/asset-1/240p/seg_000.m4s', {});
    expect(whole).toMatchObject({ status: 200, headers: { 'content-type': 'video/iso.segment', 'content-length': '3000' } });
    whole!.body!.destroy();
    const part = await storage.read!('videos/asset-1/240p/seg_000.m4s', { range: 'bytes=100-199' });
    expect(part).toMatchObject({ status: 206, headers: { 'content-length': '100', 'content-range': 'bytes 100-199/3000' } });
    expect(Buffer.concat(await part!.body!.toArray()).length).toBe(100);
    const same = await storage.read!('videos/asset-1/240p/seg_000.m4s', { ifNoneMatch: whole!.headers.etag });
    expect(same?.status).toBe(304);
    expect(await storage.read!('videos/asset-1/none.m4s', {})).toBeNull();

    await storage.remove('videos/asset-1');
    const after = await client.send(new ListObjectsV2Command({ Bucket: 'streamit-media', Prefix: 'videos/asset-1/' }));
    expect(after.Contents ?? []).toEqual([]);
  });

  it('publishes a folder into the local media folder by renaming it, and never outside it', async () => {
    const media = path.join(tmp, 'media');
    fs.mkdirSync(media);
    const storage = localStorage(media);
    await storage.publishFolder(packagedFolder('to-local'), 'videos/asset-2');
    expect(fs.readFileSync(path.join(media, 'videos/asset-2/master.m3u8'), 'utf8')).toContain('#EXTM3U');
    expect(storage.url('videos/asset-2/master.m3u8')).toBe('/media/videos/asset-2/master.m3u8');
    await expect(storage.publishFolder(packagedFolder('escape'), '../outside')).rejects.toThrow('outside the media folder');
    await storage.remove('videos/asset-2');
    expect(fs.existsSync(path.join(media, 'videos/asset-2'))).toBe(false);
  });
});
