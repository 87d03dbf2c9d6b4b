'use client';

import dynamic from 'next/dynamic';
import type { PlayerProps } from './Player';

// The player for pages that only sometimes show one (a blog's video post): rendered on the server as the player
// is, but its code (Vidstack, 90 kB) loads only where it is shown. Imported directly, every page of a route that
// could show one would load it (Next loads the client components a route imports, shown or not).
export const LazyPlayer = dynamic<PlayerProps>(() => import('./Player').then((m) => m.Player));
