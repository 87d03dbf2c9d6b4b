import { z } from 'zod';
import type { JobDefinition } from '@/jobs/queue';
import { expireTags } from '@/server/cached';
import { blogTags } from './tags';

export const BLOG_RELEASE_QUEUE = 'blog-release';

/** At a scheduled post's time (queued by setPostPublishing): the blog's lists and the post's page are expired. */
export const blogReleaseJob: JobDefinition<{ slug: string }> = {
  name: BLOG_RELEASE_QUEUE,
  parse: (data) => z.object({ slug: z.string().max(120) }).parse(data),
  run: async ({ slug }) => {
    await expireTags([blogTags.posts, blogTags.post(slug)]);
    return { released: true };
  },
  describe: ({ slug }) => slug,
  retryLimit: 3,
  expireInSeconds: 60,
};
