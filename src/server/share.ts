import type { Metadata } from 'next';

// What a shared link shows: Open Graph and Twitter card metadata with the thing's share card (/og/<kind>/<slug>, drawn
// by server/share-card.tsx). Relative URLs here become absolute on the configured address (the root's metadataBase).

export type ShareKind = 'movie' | 'tv-show' | 'video' | 'person' | 'product' | 'post' | 'site';

export const shareCardPath = (kind: ShareKind, slug: string) => `/og/${kind}/${slug}`;

export function shareMetadata({
  kind,
  slug,
  title,
  description,
  path,
  type = 'website',
  article,
}: {
  kind: ShareKind;
  slug: string;
  title: string;
  description?: string;
  /** The page's canonical path (og:url); none for the site's default (every page would claim it). */
  path?: string;
  type?: 'website' | 'article' | 'video.movie' | 'video.tv_show' | 'video.other' | 'profile';
  article?: { publishedTime: string; modifiedTime?: string; authors: string[]; section?: string; tags?: string[] };
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = { url: shareCardPath(kind, slug), width: 1200, height: 630, alt: title, type: 'image/png' };
  const common = { title, description, ...(path ? { url: path } : {}), siteName: 'StreamIt', locale: 'en_US', images: [image] };
  return {
    openGraph: type === 'article' && article ? { ...common, type, ...article } : { ...common, type: type === 'article' ? 'website' : type },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
