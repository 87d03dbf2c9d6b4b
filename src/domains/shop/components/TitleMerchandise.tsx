import { cachedProductsForTitle, cachedQuickVariants } from '../listing';
import { CartButton } from './CartButton';
import { ProductRail } from './ProductRail';

/**
 * A title's merchandise (watch-to-shop): on its page a rail of cards; under the player the same with Add to cart
 * and the cart beside the heading, so a viewer adds without leaving, or stopping, the video.
 */
export async function TitleMerchandise({
  titleId,
  titleName,
  variant,
}: {
  titleId: number;
  titleName: string;
  variant: 'title' | 'watch';
}) {
  const items = await cachedProductsForTitle(titleId);
  if (!items.length) return null;
  const quickAdd = variant === 'watch' ? await cachedQuickVariants(items.map((p) => p.id)) : undefined;
  return (
    <ProductRail
      id={`merch-${titleId}`}
      title={`Merchandise from ${titleName}`}
      items={items}
      moreHref="/movies/related"
      quickAdd={quickAdd}
      tools={variant === 'watch' ? <CartButton /> : undefined}
    />
  );
}
