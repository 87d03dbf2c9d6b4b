import type { JobDefinition } from '@/jobs/queue';
import { expireTags } from '@/server/cached';
import { lapseUnpaidOrders } from './orders';

/** Every hour: unpaid orders past their hold are cancelled and their stock goes back on sale. */
export const unpaidOrdersJob: JobDefinition<Record<string, never>> = {
  name: 'shop-unpaid-orders',
  parse: () => ({}),
  run: async () => {
    const { lapsed, tags } = await lapseUnpaidOrders();
    await expireTags(tags);
    return { lapsed };
  },
  describe: () => 'lapsed unpaid orders',
  retryLimit: 1,
  expireInSeconds: 15 * 60,
  cron: '7 * * * *',
};
