import { setTimeout as sleep } from 'node:timers/promises';
import { getQueue } from '@/jobs/queue';
import { INGEST_QUEUE, type IngestOutcome } from './jobs';

// How an ingest job goes, as the studio shows it: waiting, packaging (share done), published (with its renditions),
// refused (why, in words), or failed for good; a failed try that will be retried says so.

export type IngestProgress =
  | { state: 'waiting' | 'retrying'; share: number }
  | { state: 'packaging'; share: number }
  | { state: 'published'; share: 1; renditions: string[]; durationSec: number }
  | { state: 'refused'; share: number; message: string }
  | { state: 'failed'; share: number; message: string };

const POLL_MS = 400;

/** The job's state now, or undefined when there is no such ingest job. */
export async function ingestState(id: string): Promise<IngestProgress | undefined> {
  const queue = getQueue();
  if (!queue) return { state: 'failed', share: 0, message: 'The job queue is not running. Restart the server and upload again.' };
  const status = await queue.status(INGEST_QUEUE, id);
  if (!status) return undefined;
  const share = status.share;
  switch (status.state) {
    case 'created':
      return { state: 'waiting', share };
    case 'retry':
      return { state: 'retrying', share };
    case 'active':
      return { state: 'packaging', share };
    case 'completed': {
      const output = status.output as IngestOutcome;
      if ('refused' in output) return { state: 'refused', share, message: output.refused };
      return { state: 'published', share: 1, renditions: output.renditions.map((r) => r.name), durationSec: output.durationSec };
    }
    default:
      return { state: 'failed', share, message: 'Packaging the video failed on every try. Check the server log, then upload again.' };
  }
}

/** Every change of the job's state until it is over (or `signal` aborts). */
export async function* ingestProgress(id: string, signal: AbortSignal): AsyncGenerator<IngestProgress | { state: 'unknown' }> {
  let last = '';
  while (!signal.aborted) {
    const state = await ingestState(id);
    if (!state) return yield { state: 'unknown' };
    const key = JSON.stringify(state);
    if (key !== last) {
      last = key;
      yield state;
    }
    if (state.state === 'published' || state.state === 'refused' || state.state === 'failed') return;
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}
