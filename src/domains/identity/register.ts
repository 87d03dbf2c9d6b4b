import { registerViewerResolver } from '@/server/viewer';
import { viewerOf } from './identity';

/** What the identity domain plugs into the shared registries: how a request's cookies name its viewer. */
export function registerIdentity(): void {
  // Every action's context is filled through this (server/ knows the shape of a viewer, not where it comes from).
  registerViewerResolver(viewerOf);
}
