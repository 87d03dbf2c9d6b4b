import { registerJobs } from '@/jobs/registry';
import { renewalJob } from './jobs';

/** What the pages domain plugs into the shared registries: the subscriptions' renewal job. */
export function registerPages(): void {
  registerJobs([renewalJob]);
}
