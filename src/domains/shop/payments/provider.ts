// The payment interface: how an order or a plan is paid, whichever service takes the money. A provider answers one
// charge request with one outcome; checkout runs the charge last inside the order's transaction, so a refusal or a
// failure undoes the stock step, the order and the emptied cart together. To plug in a real service, implement
// PaymentProvider (charge through its API with `idempotencyKey` as its idempotency key, refund likewise) and
// register it in payments/index.ts; docs/appearance-and-payments.md explains.
import type { TypedFormat } from '@/lib/card-format';

export type ChargeRequest = {
  /** Also the provider's idempotency key: a retried charge is the same charge. */
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  email: string;
  /** What the buyer's statement and the provider's dashboard show. */
  description: string;
  /** The provider's own fields from the checkout form (a card's number, expiry and code for the test cards). */
  details: Record<string, string>;
  /** The token of a confirmation step the buyer completed (3-D Secure and the like). */
  confirmation?: string;
  /** Keep the payment method for later charges (a subscription's renewals): the outcome then carries it. */
  saveMethod?: boolean;
  /** Charge a method kept before, with nobody at the keyboard (a renewal); `details` is then empty. */
  savedMethod?: string;
};

export type ChargeOutcome =
  /** The money is taken (or held): the order is paid. */
  | { status: 'authorized'; reference: string; summary: string; savedMethod?: string }
  /** Nothing taken now (bank transfer, pay on delivery): the order waits for payment. */
  | { status: 'pending'; reference: string; summary: string }
  /** The buyer must confirm with their bank first; `token` comes back as ChargeRequest.confirmation. */
  | { status: 'requires_confirmation'; token: string; prompt: string }
  /** The card or account refused: the buyer can try another. */
  | { status: 'declined'; message: string }
  /** The service failed or did not answer: nothing was charged, try again. */
  | { status: 'failed'; message: string };

export type PaymentProvider = {
  id: string;
  /** The choice at checkout ("Card", "Bank transfer or pay on delivery"). */
  label: string;
  /** A line under the choice. */
  description: string;
  /** Whether it can keep a method and charge it again later (what subscriptions need). */
  recurring: boolean;
  /** What a buyer can pay with through it, for the footer's list ("Visa", "Bank transfer"). */
  acceptedMethods: string[];
  /** The form fields this provider needs at checkout; none for manual payment. */
  fields: { name: string; label: string; autoComplete: string; inputMode?: 'numeric'; placeholder?: string; format?: TypedFormat }[];
  /** Run before the order's transaction opens: whatever the provider reads from the database or a service first. */
  prepare?(): Promise<void>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Gives money back for a paid order (the studio's refund); the provider's reference of the refund. */
  refund(reference: string, amountMinor: number, currency: string): Promise<{ reference: string }>;
};
