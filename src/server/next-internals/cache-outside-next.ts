// `unstable_cache` outside a Next request (the CLI, the worker, tests) throws an invariant instead of reading through:
// its message is the only way to tell that apart from the read's own errors (Next 16.4.6). The canary checks it.

const INVARIANT = 'Invariant: incrementalCache missing';

/** Whether `unstable_cache` refused because there is no Next around: then the read runs uncached. */
export const isOutsideNextCache = (error: unknown) => error instanceof Error && error.message.startsWith(INVARIANT);
