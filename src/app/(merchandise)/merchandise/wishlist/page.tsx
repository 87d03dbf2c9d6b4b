import type { Metadata } from 'next';
import { currentIdentity } from '@/domains/identity/identity';
import { readWishlist } from '@/domains/shop/cart';
import { WishlistPage } from '@/domains/shop/components/WishlistPage';
import { BreadcrumbTrail } from '@/ui/Breadcrumb';

// Personal: rendered per request for whoever asks, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your wishlist', robots: { index: false } };

export default async function Page() {
  const identity = await currentIdentity();
  const wishlist = identity ? await readWishlist(identity.id) : { items: [] };
  return (
    <div className="container section">
      <BreadcrumbTrail trail={[{ href: '/merchandise', label: 'Merchandise Store' }]} current="Wishlist" />
      <h1>Your wishlist</h1>
      <WishlistPage initial={wishlist} />
    </div>
  );
}
