import { cachedProductsForTitle } from '../listing';
import { ProductRail } from './ProductRail';

/** A title's merchandise (watch-to-shop) on its page: a rail of cards. Under the player: WatchMerchandise. */
export async function TitleMerchandise({ titleId, titleName }: { titleId: number; titleName: string }) {
  const items = await cachedProductsForTitle(titleId);
  return <ProductRail id={`merch-${titleId}`} title={`Merchandise from ${titleName}`} items={items} moreHref="/movies/related" />;
}
