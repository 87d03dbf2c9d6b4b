import type { Credentials } from './credentials';

// Derived credentials kept in memory per session (one cache per process, kept on globalThis like the database).
const KEY = Symbol.for('streamit.credentials');
const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, { idToken: string; credentials: Credentials }> };
export const credentialCache = (holder[KEY] ??= new Map());

/** Forgets a session's credentials: its ID token changed, a refresh was forced, or it ended. */
export function clearCredentials(sessionId: string): void {
  credentialCache.delete(sessionId);
}
