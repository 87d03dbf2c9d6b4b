// The identity cookies' names, with nothing else: the identity domain sets them, and the plumbing (next.config.ts's
// rewrite of a visitor's pages, the answers kept in front of Next) tells a visitor (neither) from a viewer by them.

/** A signed-in person's session token. */
export const SESSION_COOKIE = 'streamit_session';
/** A guest identity (made on a visitor's first save: progress, watchlist, cart). */
export const GUEST_COOKIE = 'streamit_guest';
/**
 * How the header looks before it has asked who is here: the signed-in person's initial, readable by the page's
 * first script (not httpOnly). It proves nothing and opens nothing; /api/session sets it right or clears it.
 */
export const WHO_COOKIE = 'streamit_who';
