import { cachedProductsForTitle, cachedQuickVariants } from '../listing';
import { CartButton } from './CartButton';
import { ProductRail } from './ProductRail';
import { QuickAdd } from './QuickAdd';

/**
 * A title's merchandise under its player: the title page's rail with Add to cart on each card and the cart beside
 * the heading, so a viewer adds without leaving, or stopping, the video. (Its own module: the title page's first load
 * carries no cart code.)
 */
export async function WatchMerchandise({ titleId, titleName }: { titleId: number; titleName: string }) {
  const items = await cachedProductsForTitle(titleId);
  if (!items.length) return null;
  const quickAdd = await cachedQuickVariants(items.map((p) => p.id));
  return (
    <ProductRail
      id={`merch-${titleId}`}
      title={`Merchandise from ${titleName}`}
      items={items}
      moreHref="/movies/related"
      underCard={(p) => quickAdd[p.id] && <QuickAdd name={p.name} variants={quickAdd[p.id]!} />}
      tools={<CartButton />}
    />
  );
}
