import { NextResponse, type NextRequest } from 'next/server';
import { identityFromCookies } from '@/domains/identity/identity';
import { readCart, readWishlist } from '@/domains/shop/cart';
import { EMPTY_CART } from '@/domains/shop/cart-view';

export const dynamic = 'force-dynamic';

// The viewer's cart (prices and stock as they are now) and the SKUs on their wishlist, for the shop's client islands
// on cached pages: the header's count, the side panel, the product page's wishlist button.
export async function GET(request: NextRequest) {
  const identity = await identityFromCookies((name) => request.cookies.get(name)?.value);
  const [cart, wishlist] = identity ? await Promise.all([readCart(identity.id), readWishlist(identity.id)]) : [EMPTY_CART, { items: [] }];
  return NextResponse.json({ cart, wishlist: wishlist.items.map((i) => i.sku) }, { headers: { 'cache-control': 'private, no-store' } });
}
