import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { makeClip } from '../helpers/clips';
import { FILMS } from '@/domains/catalogue/demo/content/films';
import { PEOPLE } from '@/domains/catalogue/demo/content/people';
import { SHOWS } from '@/domains/catalogue/demo/content/shows';
import { VIDEOS } from '@/domains/catalogue/demo/content/videos';
import { DEMO_PRODUCTS } from '@/domains/shop/demo/products';
import { plannedVariants } from '@/domains/shop/demo/seed';

// The CLI runs in this process (its configuration read once, from these variables); a real process only where
// starting one is the point.
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-cli-'));
// The run's seeded folder (seeded-template.ts made it with the same seed): `seed` then finds the demo there, as it does
// on a site that has run before, in a third of the time a fresh seed takes.
for (const part of ['pglite', 'media']) fs.cpSync(path.join(inject('seededTemplate'), part), path.join(dataDir, part), { recursive: true });
Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '' });
const { runCli } = await import('../../cli/streamit');

/** One command, as `npm run cli -- ...` would run it: its exit code and what it printed (stdout, then stderr). */
async function cli(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void (stdout += `${parts.join(' ')}\n`)),
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void (stderr += `${parts.join(' ')}\n`)),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true)),
  ];
  try {
    const code = await runCli(args);
    return { code, out: stdout + stderr };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('operator CLI', () => {
  it('seeds (again: nothing twice), counts and searches the configured database', async () => {
    const seeded = await cli('seed');
    expect(seeded.code).toBe(0);
    const restricted = FILMS.filter((f) => f.restricted).length;
    expect(seeded.out).toContain(
      `movies ${FILMS.length - restricted}, tv shows ${SHOWS.length}, videos ${VIDEOS.length}, restricted (18+) ${restricted}, people ${PEOPLE.length}`,
    );
    const found = await cli('search', 'kingdom');
    expect(found.out).toMatch(/\/(movies|tv-shows|videos)\//);
  });

  it('creates, lists and disables accounts, with a temporary password unless one is given', async () => {
    const made = await cli('user', 'create', 'Op@Example.com', '--admin', '--name', 'Op Erator');
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/created op@example.com \(admin\)\ntemporary password: \S{16}/);
    expect((await cli('user', 'create', 'op@example.com', '--password', 'long enough 123')).out).toContain('already exists');
    const bad = await cli('user', 'create', 'not-an-address', '--password', 'long enough 123');
    expect(bad).toMatchObject({ code: 2, out: expect.stringContaining('Enter an e-mail address like name@example.com.') });
    expect((await cli('user', 'disable', 'op@example.com')).out).toContain('disabled op@example.com');
    expect((await cli('user', 'list')).out).toMatch(/op@example.com {2}Op Erator {2}admin {2}disabled/);
  });

  it('changes a title as the operator, and says what is wrong with a bad request', async () => {
    const slug = /\/movies\/([\w-]+)/.exec((await cli('search', 'the')).out)![1]!;
    expect(await cli('title', 'update', `/movies/${slug}`, '--name', 'The Quiet Lantern')).toMatchObject({
      code: 0,
      out: expect.stringContaining(`updated ${slug}: The Quiet Lantern`),
    });
    expect((await cli('search', 'quiet lantern')).out).toContain(`The Quiet Lantern  /movies/${slug}`);
    expect(await cli('title', 'update', 'no-such-title', '--name', 'X')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No title'),
    });
    expect(await cli('title', 'update', slug)).toMatchObject({ code: 2, out: expect.stringContaining('Give a new name or synopsis.') });
    expect(await cli('user', 'role', 'nobody@example.com', 'operator')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No account'),
    });
    expect(await cli('user', 'role', 'op@example.com', 'boss')).toMatchObject({
      code: 2,
      out: expect.stringContaining('member or operator'),
    });
  });

  it('grants and extends a subscription by e-mail, and says what is wrong with a bad request', async () => {
    await cli('user', 'create', 'subscriber@example.com', '--password', 'long enough 123');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const first = await cli('subscription', 'grant', 'Subscriber@example.com', '--days', '30');
    expect(first).toMatchObject({ code: 0, out: expect.stringContaining(`subscriber@example.com: premium, active until ${day(30)}`) });
    const extended = await cli('subscription', 'grant', 'subscriber@example.com', '--days', '30', '--plan', 'basic');
    expect(extended.out).toContain(`basic, active until ${day(60)}`);
    expect(await cli('subscription', 'grant', 'nobody@example.com', '--days', '30')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No account for nobody@example.com'),
    });
    expect(await cli('subscription', 'grant', 'subscriber@example.com')).toMatchObject({ code: 2, out: expect.stringContaining('--days') });
    expect(await cli('subscription', 'grant', 'subscriber@example.com', '--days', '30', '--plan', 'gold')).toMatchObject({ code: 2 });
  });

  it('ingests a video for a title with progress and the rendition list, and refuses a bad file with the reason', async () => {
    const clip = path.join(dataDir, 'clip.mp4');
    makeClip(clip, { seconds: 3 });
    const slug = /\/movies\/([\w-]+)/.exec((await cli('search', 'the')).out)![1]!;
    fs.writeFileSync(path.join(dataDir, 'clip.en.vtt'), 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
    const done = await cli('ingest', clip, '--title', slug, '--subtitles', `en=${path.join(dataDir, 'clip.en.vtt')}`);
    expect(done.code).toBe(0);
    expect(done.out).toMatch(/packaging clip\.mp4 100%/);
    expect(done.out).toMatch(/published .+ \(3\.0 s\) as \/media\/videos\/[\w-]+\/master\.m3u8/);
    expect(done.out).toContain('subtitles: en\n');
    expect(done.out).toMatch(/renditions:\n {2}240p +426x240 .+avc1\.\w+,mp4a\.40\.2 {2}2 segments\n {2}360p +640x360/);
    fs.writeFileSync(path.join(dataDir, 'bad.mp4'), 'nope');
    expect(await cli('ingest', path.join(dataDir, 'bad.mp4'), '--title', slug)).toMatchObject({
      code: 1,
      out: expect.stringMatching(/refused: bad\.mp4 is (not a video file|truncated)/),
    });
    expect(await cli('ingest', clip)).toMatchObject({ code: 2, out: expect.stringContaining('ingest needs --title <slug>') });
  }, 60_000);

  it('sets stock, lists orders and says what is wrong with an order command', async () => {
    const sku = plannedVariants(DEMO_PRODUCTS[0]!)[0]!.sku;
    expect(await cli('product', 'stock', sku, '3')).toMatchObject({ code: 0, out: `${sku}: 3 in stock\n` });
    expect(await cli('product', 'stock', 'NO-SUCH-SKU', '3')).toMatchObject({ code: 1, out: 'No product variant with SKU NO-SUCH-SKU.\n' });
    expect(await cli('product', 'stock', sku, '-1')).toMatchObject({ code: 2, out: 'Stock is 0 or more.\n' });
    expect((await cli('order', 'list')).code).toBe(0);
    expect(await cli('order', 'ship', 'SI-0000-0000-0000', '--carrier', 'UPS', '--tracking', '1Z999AA1')).toMatchObject({
      code: 1,
      out: 'No order SI-0000-0000-0000.\n',
    });
    expect(await cli('order', 'ship', 'SI-0000-0000-0000')).toMatchObject({
      code: 2,
      out: '--carrier: Name the carrier, like UPS, to ship the order.\n--tracking: Enter the tracking number the carrier gave.\n',
    });
    expect((await cli('order', 'deliver', 'nonsense')).out).toContain('Order numbers look like SI-7KQ2-M9XD-4T1B.');
  });

  it('refuses unknown commands and a folder another live process owns', async () => {
    const bad = await cli('frobnicate');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('usage:');
    // An external issuer without its client: refused before anything starts (SPEC.md section 5).
    const noClient = await run(process.execPath, ['--import', 'tsx', 'cli/streamit.ts', 'stats'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OIDC_ISSUER: 'https://issuer.example', OIDC_CLIENT_ID: '' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(noClient).toMatchObject({ code: 1, stderr: expect.stringContaining('OIDC_CLIENT_ID: required when OIDC_ISSUER is set') });
    // Another live process (this test's parent) owns the folder.
    fs.writeFileSync(path.join(dataDir, 'pglite.owner'), String(process.ppid));
    try {
      const busy = await cli('stats');
      expect(busy.code).toBe(1);
      expect(busy.out).toContain('is in use by process');
    } finally {
      fs.rmSync(path.join(dataDir, 'pglite.owner'), { force: true });
    }
  });
});
