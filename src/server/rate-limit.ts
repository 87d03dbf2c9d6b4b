// A fixed-window counter per key, in memory: enough for one process; a shared store replaces it at scale-out.
type Window = { start: number; count: number };

export type RateLimiter = ((key: string, now?: number) => { ok: boolean; retryAfterSeconds: number }) & {
  /** Gives back an attempt that turned out well (e.g. a sign-in that succeeded: only failures should count). */
  refund: (key: string) => void;
};

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, Window>();
  let lastSweep = Date.now();
  function take(key: string, now = Date.now()): { ok: boolean; retryAfterSeconds: number } {
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      lastSweep = now;
    }
    let w = windows.get(key);
    if (!w || now - w.start >= windowMs) {
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    const ok = w.count <= limit;
    return { ok, retryAfterSeconds: ok ? 0 : Math.ceil((w.start + windowMs - now) / 1000) };
  }
  const refund = (key: string) => {
    const w = windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  };
  return Object.assign(take, { refund });
}

/** The client address server.ts puts on every request it hands to Next (clients cannot set it). */
export const CLIENT_IP_HEADER = 'x-streamit-client-ip';
