import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';

/** Bank transfer or pay on delivery: nothing is charged online; the order waits until the operator marks it paid. */
export const manualProvider: PaymentProvider = {
  id: 'manual',
  label: 'Bank transfer or pay on delivery',
  description: 'Pay by bank transfer (details come with your order confirmation) or in cash when it arrives.',
  recurring: false,
  acceptedMethods: ['Bank transfer', 'Cash on delivery'],
  fields: [],
  charge: async () => ({
    status: 'pending',
    reference: `manual_${randomBytes(6).toString('hex')}`,
    summary: 'Bank transfer or pay on delivery',
  }),
  refund: async (reference) => ({ reference: `${reference}_refund` }),
};
