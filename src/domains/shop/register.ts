import { registerGuestOwned } from '@/domains/identity/guest-owned';
import { registerJobs } from '@/jobs/registry';
import { unpaidOrdersJob } from './jobs';
import { mergeGuestCart, mergeGuestWishlist } from './cart';
import { mergeGuestOrders } from './orders';

/** What the shop plugs into the shared registries: a guest's cart, wishlist and orders, merged at sign-in, and the job that lapses unpaid orders. */
export function registerShop(): void {
  registerGuestOwned({ name: 'cart', merge: mergeGuestCart });
  registerGuestOwned({ name: 'wishlist', merge: mergeGuestWishlist });
  registerGuestOwned({ name: 'orders', merge: mergeGuestOrders });
  registerJobs([unpaidOrdersJob]);
}
