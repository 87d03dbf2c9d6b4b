import { config } from '@/config';
import { manualProvider } from './manual';
import type { PaymentProvider } from './provider';
import { testCardProvider } from './test-card';

export type { ChargeOutcome, ChargeRequest, PaymentProvider } from './provider';

// The providers in the box; PAYMENT_PROVIDERS picks which are offered, in order (the first is the default).
const ALL: PaymentProvider[] = [manualProvider, testCardProvider];

export function paymentProviders(): PaymentProvider[] {
  return config.PAYMENT_PROVIDERS.map((id) => ALL.find((p) => p.id === id)).filter((p): p is PaymentProvider => !!p);
}

export function paymentProvider(id: string): PaymentProvider | undefined {
  return paymentProviders().find((p) => p.id === id);
}

/** What the checkout form shows of each provider (no functions: it crosses to the browser). */
export function paymentChoices() {
  return paymentProviders().map(({ id, label, description, fields }) => ({ id, label, description, fields }));
}
export type PaymentChoice = ReturnType<typeof paymentChoices>[number];

/** The ways to pay, as the shop footer lists them. */
export function paymentMethodNames(): string[] {
  return paymentProviders().flatMap((p) => p.acceptedMethods);
}

/** Said when a form posted without its app meets a bank's confirmation step (a dialog of the app's); nothing charged. */
export const CONFIRM_NEEDS_APP =
  'Your bank asks you to confirm this payment in a step that needs JavaScript. Nothing was charged: with JavaScript on, press the button again,';
