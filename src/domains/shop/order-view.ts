import type { OrderStatus, ShippingAddress } from './schema';

export type { OrderStatus };
import { COUNTRIES, SHIPPING_METHODS, type ShippingMethodId } from './shipping';

// Client-safe: an order as its buyer is shown it (the order page, the tracking page, the account, the mails).

/** Every status, in the order an order moves through them. */
export const ORDER_STATUSES = ['placed', 'paid', 'shipped', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[];

export const STATUS_LABEL: Record<OrderStatus, string> = {
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export type OrderDetail = {
  number: string;
  email: string;
  status: OrderStatus;
  placedAt: string;
  currency: string;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  shippingMethod: string;
  shippingAddress: ShippingAddress;
  paymentSummary: string;
  carrier: string | null;
  trackingNumber: string | null;
  /** How to pay an order placed for bank transfer, while it waits for the money. */
  bankTransfer: { details: string; reference: string; holdUntil: string } | null;
  /** Whether it can still be cancelled (it has not shipped). */
  cancellable: boolean;
  lines: { sku: string; name: string; optionsLabel: string; unitPriceMinor: number; quantity: number; lineTotalMinor: number }[];
  events: { status: OrderStatus; note: string; at: string }[];
};

export type OrderSummary = { number: string; status: OrderStatus; placedAt: string; totalMinor: number; currency: string; items: number };

export const shippingMethodLabel = (id: string) => SHIPPING_METHODS[id as ShippingMethodId]?.label ?? id;

/** An address as its country writes it: "Portland, OR 97201", "10115 Berlin", a UK postcode on its own line. */
export function addressLines(a: ShippingAddress): string[] {
  const country = COUNTRIES[a.country]?.name ?? a.country;
  const town =
    a.country === 'GB' || a.country === 'IE'
      ? [[a.city, a.region].filter(Boolean).join(', '), a.postalCode]
      : ['DE', 'FR', 'NL'].includes(a.country)
        ? [`${a.postalCode} ${a.city}`]
        : [[a.city, [a.region, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')];
  return [a.name, a.line1, a.line2, ...town, country].filter(Boolean);
}
