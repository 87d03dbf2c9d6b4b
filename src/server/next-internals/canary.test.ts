import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unstable_cache } from 'next/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { isOutsideNextCache } from './cache-outside-next';
import { appScriptsLeft } from './html';
import { NEXT_ORIGIN_VARIABLE } from './origin';
// @ts-expect-error: plain scripts (postinstall's, Next's cache handler), without types
import { patchNext } from './patch-next.mjs';
// @ts-expect-error: as above
import PageCacheHandler from './page-cache-handler.mjs';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import TagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

// The canary for an upgrade of Next (decision 0032): each place the house reaches into Next's internals, checked
// against the Next that is installed. The deferral's HTML shapes are checked on built pages by the browser tests
// (tests/e2e/playback.test.ts, appScriptsLeft).

const NEXT = path.resolve('node_modules/next');
const nextFile = (file: string) => fs.readFileSync(path.join(NEXT, file), 'utf8');
type Cached = { get: unknown; set: unknown; revalidateTag: (tags: string[], durations?: object) => Promise<void> };

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('Next’s internals, as the house uses them', () => {
  it('is the Next the internals were written against, pinned exactly', () => {
    const wanted = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies.next;
    expect(wanted).toMatch(/^\d+\.\d+\.\d+$/);
    expect((JSON.parse(nextFile('package.json')) as { version: string }).version).toBe(wanted);
  });

  it('has the postinstall patch applied to every file that measures cache entries, in a form it knows', () => {
    const state = patchNext(path.join(NEXT, 'dist'), { write: false });
    expect(state.unknown).toEqual([]);
    expect(state.patched).toBe(0);
    expect(state.already).toBeGreaterThan(0);
  });

  it('still exports the file-system cache and the tag manifest the page cache handler builds on', async () => {
    // A CommonJS module: its default export, or the module itself, depending on who loads it (as the handler reads it).
    const FileSystemCache = ((FileSystemCacheModule as unknown as { default?: unknown }).default ?? FileSystemCacheModule) as {
      prototype: Record<string, unknown>;
    };
    for (const method of ['get', 'set', 'revalidateTag']) expect(typeof FileSystemCache.prototype[method], method).toBe('function');
    const { areTagsExpired, tagsManifest } = TagsManifestModule as unknown as {
      areTagsExpired: (tags: string[], at: number) => boolean;
      tagsManifest: Map<string, unknown>;
    };
    expect(typeof areTagsExpired).toBe('function');
    expect(tagsManifest).toBeInstanceOf(Map);

    // The handler is Next's cache: an expiry heard from another process reaches the manifest pages are checked against.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-canary-'));
    dirs.push(dir);
    const handler = new PageCacheHandler({ revalidatedTags: [], serverDistDir: dir }) as Cached;
    expect(handler).toBeInstanceOf(FileSystemCache as unknown as new () => unknown);
    const before = Date.now() - 1000;
    expect(areTagsExpired(['canary-tag'], before)).toBe(false);
    (globalThis as Record<symbol, (tags: string[]) => void>)[Symbol.for('streamit.expire-in-next')]!(['canary-tag']);
    expect(areTagsExpired(['canary-tag'], before)).toBe(true);
    // And Next's own revalidateTag runs through it, clearing the answers kept in front of Next.
    let cleared = 0;
    (globalThis as Record<symbol, unknown>)[Symbol.for('streamit.response-cache')] = { clear: () => cleared++ };
    try {
      await handler.revalidateTag(['canary-other'], { expire: 0 });
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('streamit.response-cache')];
    }
    expect(cleared).toBe(1);
    expect(areTagsExpired(['canary-other'], before)).toBe(true);
  });

  it('still says why unstable_cache refuses outside a Next request, in the words the cached reads fall back on', async () => {
    const read = unstable_cache(async () => 'read', ['canary'], { tags: ['canary'] });
    const refusal = await read().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(Error);
    expect(isOutsideNextCache(refusal)).toBe(true);
    expect(isOutsideNextCache(new Error('connection refused'))).toBe(false);
  });

  it('still reads the origin a custom server gives it from the variable next start sets', () => {
    expect(nextFile('dist/server/lib/start-server.js')).toContain(`.${NEXT_ORIGIN_VARIABLE} = appUrl`);
    expect(nextFile('dist/compiled/next-server/app-page-turbo.runtime.prod.js')).toContain(NEXT_ORIGIN_VARIABLE);
  });

  it('finds an app script the deferral did not hold back (the check the browser tests run on built pages)', () => {
    const held = '<script data-app-src="/_next/static/chunks/0a.js"></script>';
    const polyfills = '<script src="/_next/static/chunks/0p.js" noModule="" nonce="n"></script>';
    expect(appScriptsLeft(`<head></head><body>${held}${polyfills}</body>`)).toEqual([]);
    const missed = '<script src="/_next/static/chunks/0b.js" async="" crossorigin=""></script>';
    const preload = '<link rel="preload" as="script" crossorigin="" href="/_next/static/chunks/0c.js"/>';
    expect(appScriptsLeft(`<head>${preload}</head><body>${held}${missed}</body>`)).toEqual([
      preload,
      '<script src="/_next/static/chunks/0b.js" async="" crossorigin="">',
    ]);
  });
});
