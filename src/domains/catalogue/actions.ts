'use server';

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { ActionError } from '@/server/action-error';
import { defineAction, requireOperator } from '@/server/action';
import { slugSchema } from './params';
import { credits, people, titles } from './schema';
import { catalogueTags, titleShownTags } from './tags';

// The catalogue's writes: the operator's (the studio, and the CLI through the running server).

export const updateTitleDetails = defineAction({
  name: 'updateTitleDetails',
  input: z
    .object({
      slug: slugSchema,
      name: z.string().trim().min(1, 'A title needs a name.').max(200, 'Keep the name under 200 characters.').optional(),
      synopsis: z.string().trim().max(4000, 'Keep the synopsis under 4,000 characters.').optional(),
    })
    .refine((v) => v.name !== undefined || v.synopsis !== undefined, { message: 'Give a new name or synopsis.', path: ['name'] }),
  authorize: (_input, ctx) => requireOperator(ctx),
  run: async ({ slug, name, synopsis }) => {
    const db = getDb();
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: titles.name, synopsis: titles.synopsis })
        .from(titles)
        .where(eq(titles.slug, slug))
        .for('update');
      const [title] = await tx
        .update(titles)
        .set({ ...(name !== undefined && { name }), ...(synopsis !== undefined && { synopsis }) })
        .where(eq(titles.slug, slug))
        .returning({ id: titles.id, kind: titles.kind, slug: titles.slug, name: titles.name });
      if (!title) throw new ActionError(`No title has the slug ${slug}.`, 404);
      const credited = await tx
        .selectDistinct({ slug: people.slug })
        .from(credits)
        .innerJoin(people, eq(people.id, credits.personId))
        .where(eq(credits.titleId, title.id));
      return { ...title, people: credited.map((p) => p.slug), before: before!, synopsis: synopsis ?? before!.synopsis };
    });
  },
  audit: ({ slug }, title) => ({
    target: `title ${slug}`,
    before: title.before,
    after: { name: title.name, synopsis: title.synopsis },
  }),
  invalidates: (_input, title) => [catalogueTags.title(title.slug), ...titleShownTags(title.kind, title.people)],
});
