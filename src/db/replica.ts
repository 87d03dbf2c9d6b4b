import { AsyncLocalStorage } from 'node:async_hooks';
import { processSlot, processWide } from '@/lib/process-wide';

// A read replica (DATABASE_REPLICA_URL) takes the shared reads: the cached catalogue, blog and shop reads every
// visitor's pages are built from. Writes, and everything personal (sessions, carts, progress), stay on the primary.
// Read-your-writes by WAL position: a write that expires cached reads notes the primary's LSN, here and (through the
// expiry NOTIFY) in every process; until the replica has replayed that far, shared reads go to the primary as well,
// so the page rendered after a write shows it and is never cached older.

/** A WAL position ("16/B374D848") as a number. */
export function lsnValue(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

export type Replica<D> = {
  db: D;
  /** How far the replica has replayed the primary's WAL (null: it is not a replica, or cannot say). */
  replayed: () => Promise<string | null>;
  close: () => Promise<void>;
};

const POLL_MS = 20;
/** A replica this far behind for this long is taken for stuck: reads stay on the primary, and the log says so. */
const GIVE_UP_MS = 30_000;

type State = { required: bigint; replayed: bigint; polling: boolean; warned: boolean; answering: boolean };
const state = processWide('replica-state', (): State => ({ required: 0n, replayed: 0n, polling: false, warned: false, answering: true }));
const replica = processSlot<Replica<unknown>>('replica');
const heartbeat = processSlot<NodeJS.Timeout>('replica-heartbeat');
const sharedRead = processWide('shared-read', () => new AsyncLocalStorage<true>());

/** Installs (or removes) the process's replica, asked every second whether it answers and how far it is. */
export function installReplica(r: Replica<unknown> | undefined): void {
  replica.set(r);
  clearInterval(heartbeat.get());
  heartbeat.set(r ? setInterval(() => void ask(r), 1000).unref() : undefined);
}

/** One question to the replica: its replay position; a replica that does not answer takes no reads until it does. */
async function ask(r: Replica<unknown>): Promise<void> {
  try {
    const at = await r.replayed();
    if (at && lsnValue(at) > state.replayed) state.replayed = lsnValue(at);
    if (!state.answering) console.warn('read replica: answering again');
    state.answering = true;
  } catch (error) {
    if (state.answering) console.warn(`read replica: ${(error as Error).message}; shared reads go to the primary meanwhile`);
    state.answering = false;
  }
}

/** Runs a read every visitor shares (a cached read): on the replica when it is current. */
export function inSharedRead<T>(read: () => Promise<T>): Promise<T> {
  return sharedRead.run(true, read);
}

/** Notes a write's WAL position: shared reads go to the primary until the replica has replayed it. */
export function requireLsn(lsn: string | undefined): void {
  if (!lsn) return;
  const value = lsnValue(lsn);
  if (value > state.required) state.required = value;
}

/** The database a read runs on: the replica for a shared read once it has every noted write, else the primary. */
export function routeRead<D>(primary: D): D {
  const current = replica.get() as Replica<D> | undefined;
  if (!current || sharedRead.getStore() !== true) return primary;
  if (state.answering && state.replayed >= state.required) return current.db;
  if (state.answering) void catchUp(current);
  return primary;
}

/** Polls the replica's replay position until it has the newest noted write (one poll at a time per process). */
async function catchUp(current: Replica<unknown>): Promise<void> {
  if (state.polling) return;
  state.polling = true;
  const started = Date.now();
  try {
    while (state.replayed < state.required) {
      const at = await current.replayed();
      if (at) state.replayed = lsnValue(at);
      if (state.replayed >= state.required) break;
      if (Date.now() - started > GIVE_UP_MS) {
        if (!state.warned) console.warn('read replica: more than 30 s behind the primary; shared reads stay on the primary meanwhile');
        state.warned = true;
        return;
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    state.warned = false;
  } catch (error) {
    if (!state.warned) console.warn(`read replica: ${(error as Error).message}; shared reads stay on the primary meanwhile`);
    state.warned = true;
  } finally {
    state.polling = false;
  }
}
