import { registerGuestOwned } from '@/domains/identity/guest-owned';
import { registerJobs } from '@/jobs/registry';
import { unpaidOrdersJob } from './jobs';
import { mergeGuestCart, mergeGuestWishlist } from './cart';

/** What the shop plugs into the shared registries: a guest's cart and wishlist, merged at sign-in (orders stay: orders.ts), and the job that lapses unpaid orders. */
export function registerShop(): void {
  registerGuestOwned({ name: 'cart', merge: mergeGuestCart });
  registerGuestOwned({ name: 'wishlist', merge: mergeGuestWishlist });
  registerJobs([unpaidOrdersJob]);
}
