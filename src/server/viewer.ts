import { processSlot } from '@/lib/process-wide';

// Who is asking, as every action, route handler and (later) GraphQL resolver sees them. The identity domain
// registers how a request's cookies become a viewer; this layer knows only the shape, so it imports no domain.

export type Role = 'member' | 'operator';

/** A signed-in person or a guest, as the identity domain keeps them. */
export type ViewerIdentity = {
  id: string;
  kind: 'guest' | 'user';
  email: string;
  name: string;
  issuer: string | null;
  subject: string | null;
  role: Role;
};

export type Viewer =
  /** Nobody yet: no session and no guest cookie (a write may make them a guest). */
  | { kind: 'visitor'; role: 'member'; identity?: undefined; sessionId?: undefined }
  | { kind: 'guest'; role: 'member'; identity: ViewerIdentity; sessionId?: undefined }
  | { kind: 'user'; role: Role; identity: ViewerIdentity; sessionId: string }
  /** The operator at the command line (the CLI), trusted by the machine it runs on. */
  | { kind: 'system'; role: 'operator'; identity?: undefined; sessionId?: undefined };

export const VISITOR: Viewer = { kind: 'visitor', role: 'member' };
export const SYSTEM: Viewer = { kind: 'system', role: 'operator' };

export type CookieReader = (name: string) => string | undefined;
type Resolver = (read: CookieReader) => Promise<Viewer>;

const resolver = processSlot<Resolver>('viewer-resolver');

/** Called once by the identity domain: how cookies name a viewer. */
export function registerViewerResolver(resolve: Resolver): void {
  resolver.set(resolve);
}

/** The viewer these cookies carry. */
export async function viewerFromCookies(read: CookieReader): Promise<Viewer> {
  const resolve = resolver.get();
  if (!resolve) throw new Error('No viewer resolver: the identity domain registers one when it loads (server.ts loads it at start).');
  return resolve(read);
}
