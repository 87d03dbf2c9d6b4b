import { processWide } from '@/lib/process-wide';

/** What GetCredentialsForIdentity would give (SPEC.md section 4): the site derives its own from the session. */
export type Credentials = { identityId: string; accessKeyId: string; secretKey: string; sessionToken: string; expiration: Date };

// Derived credentials kept in memory per session (one cache per process, kept on globalThis like the database).
export const credentialCache = processWide('credentials', () => new Map<string, { idToken: string; credentials: Credentials }>());

/** Forgets a session's credentials: its ID token changed, a refresh was forced, or it ended. */
export function clearCredentials(sessionId: string): void {
  credentialCache.delete(sessionId);
}
