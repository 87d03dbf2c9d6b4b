import { processWide } from '@/lib/process-wide';
import type { JobDefinition } from './queue';

// The kinds of background job, registered by their domains (src/register.ts) and read by whatever works the queue:
// the server on the embedded database, `npm run worker` processes on PostgreSQL. Both see the same list.

const definitions = processWide('job-definitions', () => new Map<string, JobDefinition<unknown>>());

export function registerJobs(jobs: JobDefinition<unknown>[]): void {
  for (const job of jobs) definitions.set(job.name, job);
}

/** Every registered kind of job. */
export function jobDefinitions(): JobDefinition<unknown>[] {
  return [...definitions.values()];
}
