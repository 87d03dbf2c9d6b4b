// Makes the demo reels into a clips cache folder ahead of their use: npm test runs it at low priority beside the unit
// tests, so that the browser tests' sites find their reels made.
import { prepareDemoClips } from '../src/domains/playback/demo';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node --import tsx scripts/demo-clips.ts <folder>');
  process.exit(2);
}
await prepareDemoClips(dir);
