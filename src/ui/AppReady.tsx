'use client';

import { useEffect } from 'react';
import { APP_READY_EVENT } from '@/lib/deferred-app';

/** Tells the page's inline script that the app has taken over (it hands on a tap made before, lib/deferred-app). */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}
