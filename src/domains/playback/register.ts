import { registerGuestOwned } from '@/domains/identity/guest-owned';
import { registerJobs } from '@/jobs/registry';
import { playbackJobs } from './jobs';
import { mergeGuestProgress } from './progress';

/** What the playback domain plugs into the shared registries: its jobs, and a guest's watch progress. */
export function registerPlayback(): void {
  registerJobs(playbackJobs);
  registerGuestOwned({ name: 'watch progress', merge: mergeGuestProgress });
}
