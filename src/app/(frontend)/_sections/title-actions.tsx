import { cachedDemoLengths } from '@/domains/playback/queries';
import { CollectionPicker } from '@/domains/library/components/CollectionPicker';
import { WatchlistButton } from '@/domains/library/components/WatchlistButton';
import { TitleMerchandise } from '@/domains/shop/components/TitleMerchandise';

/** A title page's own buttons beside Play: the viewer's watchlist and collections. */
export function titleActions(title: { id: number; name: string }) {
  return (
    <>
      <WatchlistButton titleId={title.id} name={title.name} variant="page" />
      <CollectionPicker titleId={title.id} name={title.name} />
    </>
  );
}

/** A title page's merchandise rail (watch-to-shop), from the shop. */
export function titleMerchandise(title: { id: number; name: string }) {
  return <TitleMerchandise titleId={title.id} titleName={title.name} />;
}

/** How long the demo previews playing in place of a title or its episodes run (playback's, on the title page). */
export const titlePreviews = (targets: string[]) => cachedDemoLengths(targets);
