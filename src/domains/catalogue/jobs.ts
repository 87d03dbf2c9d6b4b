import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import type { JobDefinition } from '@/jobs/queue';
import { expireTags } from '@/server/cached';
import { slugSchema } from './params';
import { creditedSlugs } from './people';
import { titles } from './schema';
import { catalogueTags, titleShownTags } from './tags';

export const RELEASE_QUEUE = 'catalogue-release';

/** At a scheduled release's time (queued by setTitlePublishing): the title's page and every list it is on are expired. */
export const releaseJob: JobDefinition<{ slug: string }> = {
  name: RELEASE_QUEUE,
  parse: (data) => z.object({ slug: slugSchema }).parse(data),
  run: async ({ slug }) => {
    const [title] = await getDb().select({ id: titles.id, kind: titles.kind }).from(titles).where(eq(titles.slug, slug));
    if (!title) return { released: false };
    await expireTags([catalogueTags.title(slug), ...titleShownTags(title.kind, await creditedSlugs(getDb(), title.id))]);
    return { released: true };
  },
  describe: ({ slug }) => slug,
  retryLimit: 3,
  expireInSeconds: 60,
};
