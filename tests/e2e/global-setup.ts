import { prepareDemoClips } from '@/domains/playback/demo';
import { DEMO_CLIPS_DIR } from './harness';

// The demo clips, made once for the run (each test's site starts on a fresh data folder and copies them).
export default async function setup() {
  const dir = DEMO_CLIPS_DIR;
  const started = Date.now();
  await prepareDemoClips(dir);
  console.log(`demo clips ready in ${dir} (${Date.now() - started} ms)`);
  process.env.DEMO_CLIP_DIR = dir;
}
