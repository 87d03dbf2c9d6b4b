import { randomBytes, timingSafeEqual } from 'node:crypto';

// A per-process secret for calls the server makes to its own Next routes (never leaves the process).
const KEY = Symbol.for('streamit.internalToken');
type Holder = { [KEY]?: string };

export function createInternalToken(): string {
  const token = randomBytes(32).toString('hex');
  (globalThis as Holder)[KEY] = token;
  return token;
}

export function isInternalToken(candidate: string | null): boolean {
  const token = (globalThis as Holder)[KEY];
  if (!token || !candidate || candidate.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(candidate), Buffer.from(token));
}
