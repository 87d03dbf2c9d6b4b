import { expect, it } from 'vitest';
import { setEnv } from '../../tests/helpers/env';

// The configured store, read from the environment once (before the configuration's first import).
setEnv({ STORAGE_BUCKET: 'streamit-media', STORAGE_REGION: 'us-east-1', STORAGE_ENDPOINT: 'http://127.0.0.1:9000' });
const { mediaStorage } = await import('@/server/storage');

it('keeps one bucket client per process: a playback lookup asks for the storage on every request', () => {
  const first = mediaStorage();
  expect(first.read).toBeTypeOf('function');
  expect(mediaStorage()).toBe(first);
});
