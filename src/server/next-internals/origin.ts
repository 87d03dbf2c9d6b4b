// Next forwards a server action to another route, and builds its redirects, from this process's own origin, which
// only `next start` sets (server/lib/start-server.js in Next 16.4.6, a private variable). The custom server
// (server.ts) sets it as `next start` does, before `next()` is made. An upgrade that renames it shows in the canary.

/** The private variable `next start` sets to the server's own origin. */
export const NEXT_ORIGIN_VARIABLE = '__NEXT_PRIVATE_ORIGIN';
