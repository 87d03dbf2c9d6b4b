import { config } from '@/config';
import { processWide } from '@/lib/process-wide';
import { createRateLimiter } from './rate-limit';

/**
 * Searches per client and minute, one count whichever way they come: result pages (guard.ts) and the data API's
 * `search` field (ten aliases a request would otherwise be ten free searches). One per process: the custom server
 * and Next's bundles each load this module.
 */
export const searchLimiter = processWide('search-limiter', () =>
  createRateLimiter({ name: 'search', limit: config.SEARCH_RATE_LIMIT, windowMs: 60_000 }),
);
