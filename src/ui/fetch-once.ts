// Several islands of one page asking for the same JSON share one request (the next page load asks afresh).
const inFlight = new Map<string, Promise<unknown>>();

export function fetchOnce<T>(url: string): Promise<T | null> {
  let pending = inFlight.get(url) as Promise<T | null> | undefined;
  if (!pending) {
    pending = fetch(url, { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<T>) : null))
      .catch(() => null);
    inFlight.set(url, pending);
    void pending.finally(() => setTimeout(() => inFlight.delete(url), 1000));
  }
  return pending;
}
