// A fixed-window counter per key, in memory: enough for one process; a shared store replaces it at scale-out.
type Window = { start: number; count: number };

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, Window>();
  let lastSweep = Date.now();
  return function take(key: string, now = Date.now()): { ok: boolean; retryAfterSeconds: number } {
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
  };
}

/** The client address server.ts puts on every request it hands to Next (clients cannot set it). */
export const CLIENT_IP_HEADER = 'x-streamit-client-ip';
