// Values kept once per process. The custom server and Next's bundles may each load a module, so a module-level
// variable can exist twice in one process; these live on globalThis under a registered symbol instead.

type Holder = Record<symbol, unknown>;
const holder = globalThis as unknown as Holder;

/** The process's one value under `name`, made by `make` on first use. */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`streamit.${name}`);
  if (!(key in holder)) holder[key] = make();
  return holder[key] as T;
}

/** A process-wide slot filled later (the open database, the running queue); `set(undefined)` empties it. */
export function processSlot<T>(name: string): { get(): T | undefined; set(value: T | undefined): void } {
  const key = Symbol.for(`streamit.${name}`);
  return {
    get: () => holder[key] as T | undefined,
    set: (value) => {
      if (value === undefined) delete holder[key];
      else holder[key] = value;
    },
  };
}

/** `make` run once per process, its promise shared; a failure is forgotten so that the next call tries again. */
export function processOnce<T>(name: string, make: () => Promise<T>): () => Promise<T> {
  const slot = processSlot<Promise<T>>(name);
  return () => {
    let running = slot.get();
    if (!running) {
      running = make().catch((error: unknown) => {
        slot.set(undefined);
        throw error;
      });
      slot.set(running);
    }
    return running;
  };
}
