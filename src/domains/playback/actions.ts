'use server';

import { getTargetTitle } from '@/domains/catalogue/targets';
import { identityFor, mayKeep } from '@/domains/identity/identity';
import { ActionError } from '@/server/action-error';
import { defineAction } from '@/server/action';
import { mayWatchRestricted } from './access';
import { progressInput, saveProgress } from './progress';

// The player's saved place (every ~10 s, on pause, at the end, and by beacon when the page goes away).

export const saveWatchProgress = defineAction({
  name: 'saveWatchProgress',
  input: progressInput,
  authorize: (_input, ctx) => mayKeep(ctx, 'save where you are'),
  run: async (input, ctx) => {
    // The target first: a visitor's save that cannot succeed makes no guest.
    const target = await getTargetTitle(input.target);
    if (!target) throw new ActionError('Nothing plays at that target.', 404);
    // An 18+ title keeps a place only for someone who may watch it: to anyone else it plays nothing.
    const viewer = ctx.viewer.identity;
    if (target.restricted && !(await mayWatchRestricted(viewer))) throw new ActionError('Nothing plays at that target.', 404);
    const identity = await identityFor(ctx, 'save where you are');
    if (!(await saveProgress(identity.id, input))) throw new ActionError('Nothing plays at that target.', 404);
    return { saved: true };
  },
  // Room for a few tabs, not for a flood.
  rateLimit: { limit: 60, windowMs: 60_000 },
});
