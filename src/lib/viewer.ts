import { z } from 'zod';

// The visitor as /api/session describes them to the client islands of cached pages (header menu, card buttons):
// the route builds its answer through this schema, the islands import only its type (no zod in their bundle: the
// architecture test holds it).

export const sessionViewerSchema = z.object({
  signedIn: z.boolean(),
  name: z.string(),
  email: z.string(),
  guestAllowed: z.boolean(),
  /** An active subscription: 18+ titles open for them. */
  subscribed: z.boolean(),
  watchlist: z.array(z.number().int()),
});

export type SessionViewer = z.infer<typeof sessionViewerSchema>;
