import type { JobDefinition } from '@/jobs/queue';
import { renewDue } from './subscriptions';

export const RENEWAL_QUEUE = 'subscription-renewals';

/** Every quarter of an hour: renew the subscriptions whose period has ended, end the cancelled ones. */
export const renewalJob: JobDefinition<Record<string, never>> = {
  name: RENEWAL_QUEUE,
  parse: () => ({}),
  run: async () => renewDue(),
  describe: () => 'due subscriptions',
  retryLimit: 1,
  expireInSeconds: 15 * 60,
  cron: '*/15 * * * *',
};
