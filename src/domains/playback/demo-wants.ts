import { getDb } from '@/db/client';
import { demoPreviewWants } from './schema';

// A demo target someone opened while it still played a shared reel: the preview job makes its preview next (at first
// play, not in catalogue order), and keeps it. Asked by the watch page and by a title page's warm start.

/** Notes that `target` is wanted; never fails the page that asks (a read-only replica, a busy database). */
export async function wantDemoPreview(target: string): Promise<void> {
  try {
    await getDb().insert(demoPreviewWants).values({ target }).onConflictDoNothing();
  } catch {
    /* a hint: the preview comes in its turn anyway */
  }
}
