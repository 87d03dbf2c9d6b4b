import { registerJobs } from '@/jobs/registry';
import { blogReleaseJob } from './jobs';

/** What the blog plugs into the shared registries: the job that releases a scheduled post at its time. */
export function registerBlog(): void {
  registerJobs([blogReleaseJob]);
}
