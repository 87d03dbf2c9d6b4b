import { currentIdentity } from '@/domains/identity/identity';
import { collectionPlay } from '@/domains/library/collections';
import { WatchMerchandise } from '@/domains/shop/components/WatchMerchandise';

// The watch pages' parts from other domains (apart from the title page's: each page's first load carries only its own).

/** The watch page's merchandise under the player: add to cart without leaving the video. */
export function watchMerchandise(target: { titleId: number; name: string } | null) {
  return target ? <WatchMerchandise titleId={target.titleId} titleName={target.name} /> : null;
}

/** A watch page opened from a collection (?collection=<id>): what the viewer's collection plays after this title. */
export async function watchPlaylist(collection: string | undefined, target: { titleId: number } | null) {
  if (!collection || !target) return undefined;
  const identity = await currentIdentity();
  const play = identity ? await collectionPlay(identity.id, collection, target.titleId) : undefined;
  return play && { id: collection, ...play };
}
