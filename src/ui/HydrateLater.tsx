import { Suspense } from 'react';

/**
 * A part of a page below its first screen, in a Suspense boundary of its own: React hydrates it after the rest, in
 * slices of work it can interrupt, so a tap on the page is never held up by one long task (the page's total blocking
 * time). Nothing inside may call notFound() or redirect(): thrown inside a boundary, it is rendered in the browser.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
