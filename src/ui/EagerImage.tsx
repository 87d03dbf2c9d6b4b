'use client';

/**
 * An image that loads at once (not lazily): the page's largest paint and the first cards. A client component on purpose:
 * from a server component React writes every eager <img> into the RSC payload as a preload hint, and Next applies those
 * hints when it prefetches a link, so each page linked on screen had its images downloaded (19 extra on a title page).
 * Rendered to HTML, React still preloads it from the head (fetchPriority high first).
 */
export function EagerImage(img: React.ImgHTMLAttributes<HTMLImageElement>) {
  return <img {...img} alt={img.alt ?? ''} />;
}
