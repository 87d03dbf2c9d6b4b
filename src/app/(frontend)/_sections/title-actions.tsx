import { CollectionPicker } from '@/domains/library/components/CollectionPicker';
import { WatchlistButton } from '@/domains/library/components/WatchlistButton';

/** A title page's own buttons beside Play: the viewer's watchlist and collections. */
export function titleActions(title: { id: number; name: string }) {
  return (
    <>
      <WatchlistButton titleId={title.id} name={title.name} variant="page" />
      <CollectionPicker titleId={title.id} name={title.name} />
    </>
  );
}
