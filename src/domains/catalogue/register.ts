import { registerJobs } from '@/jobs/registry';
import { releaseJob } from './jobs';

/** What the catalogue plugs into the shared registries: the job that releases a scheduled title at its time. */
export function registerCatalogue(): void {
  registerJobs([releaseJob]);
}
