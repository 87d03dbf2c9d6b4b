import { registerGuestOwned } from '@/domains/identity/guest-owned';
import { registerJobs } from '@/jobs/registry';
import { onExpiry } from '@/server/expiry';
import { forgetGatedAssets } from './gate';
import { playbackJobs } from './jobs';
import { playbackTags } from './tags';
import { mergeGuestProgress } from './progress';

/** When what plays changes (a title turned 18+ or back, here or in another process), the media gate asks again. */
const forgetOnSourcesExpiry = (tags: string[]) => {
  if (tags.includes(playbackTags.sources)) forgetGatedAssets();
};

/** What the playback domain plugs into the shared registries: its jobs, a guest's watch progress, the gate's expiry. */
export function registerPlayback(): void {
  registerJobs(playbackJobs);
  registerGuestOwned({ name: 'watch progress', merge: mergeGuestProgress });
  onExpiry(forgetOnSourcesExpiry);
}
