import os from 'node:os';
import path from 'node:path';
import { prepareDemoClips } from '@/domains/playback/demo';

// The demo clips, made once for the run (each test's site starts on a fresh data folder and copies them).
export default async function setup() {
  const dir = path.join(os.tmpdir(), 'streamit-e2e-demo-clips');
  const started = Date.now();
  await prepareDemoClips(dir);
  console.log(`demo clips ready in ${dir} (${Date.now() - started} ms)`);
  process.env.DEMO_CLIP_DIR = dir;
}
