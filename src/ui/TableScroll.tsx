import type { ReactNode } from 'react';

/**
 * A wide table's box: on a narrow screen it scrolls sideways (by touch, or by the arrow keys once focused), and a
 * shadow shows at each edge that has more to see.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable so a keyboard can scroll it; a region so a screen reader names what it scrolls.
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
