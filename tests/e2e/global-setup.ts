import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_CLIPS_DIR } from './harness';

// The demo clips, made once for the run (each test's site starts on a fresh data folder and copies them); and a
// migrated, seeded data folder that startSite copies into a fresh one (seconds per site saved: it is made once).
export default async function setup() {
  // The compiled server, worker and CLI, as npm start makes them after Next's build (start.sh finds them current).
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs']);
  process.env.STREAMIT_CLI = path.resolve('.next/streamit/cli.mjs');
  const dir = DEMO_CLIPS_DIR;
  // Before the site's modules read their configuration: the template's seed copies the blog's audio from the cache too.
  process.env.DEMO_CLIP_DIR = dir;
  const { prepareDemoClips } = await import('@/domains/playback/demo');
  const { openDatabase } = await import('@/db/client');
  const { seedDemo } = await import('@/db/seed');
  const started = Date.now();
  // The unit tests' seeded folder when npm test made one for both phases (the same seed: ~40 s of one core here).
  const shared = process.env.STREAMIT_TEMPLATE_DIR ? path.join(process.env.STREAMIT_TEMPLATE_DIR, 'seeded') : '';
  const reuse = Boolean(shared && fs.existsSync(path.join(shared, 'pglite')));
  const template = reuse ? shared : fs.mkdtempSync(path.join(os.tmpdir(), 'streamit-e2e-template-'));
  // Side by side: the clips are ffmpeg's work, the seed this process's.
  await Promise.all([
    prepareDemoClips(dir).then(() => console.log(`demo clips ready in ${dir} (${Date.now() - started} ms)`)),
    reuse ||
      openDatabase({ dir: path.join(template, 'pglite'), init: (db) => seedDemo(db, path.join(template, 'media')) }).then((handle) =>
        handle.close(),
      ),
  ]);
  process.env.STREAMIT_E2E_TEMPLATE = template;
  return () => reuse || fs.rmSync(template, { recursive: true, force: true });
}
