import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { installationSecret } from '@/db/secrets';
import { formatMoney } from '../money';
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from './provider';

// A card provider in test mode, answering as the big payment services' test modes do: each test number stands
// for one outcome. No card data is kept: an order records the brand and the last four digits.

export const TEST_CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  confirm: '4000 0025 0000 3155',
  networkError: '4000 0000 0000 0119',
} as const;

const digits = (s: string) => s.replace(/[\s-]/g, '');
const OUTCOME_OF: Record<string, keyof typeof TEST_CARDS> = Object.fromEntries(
  Object.entries(TEST_CARDS).map(([outcome, number]) => [digits(number), outcome as keyof typeof TEST_CARDS]),
);

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** "12/29" or "12 / 2029" as the last moment the card works; undefined when unreadable. */
function expiryEnd(text: string): Date | undefined {
  // "12/29", "12 / 2029", or the digits alone as people type them on a phone ("1229").
  const m = /^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? new Date(Date.UTC(year, month, 1)) : undefined;
}

// Read before the order's transaction (prepare): the charge itself runs inside it and must not wait on the database.
let key: Promise<string> | undefined;
const signingKey = () =>
  (key ??= installationSecret('payments.test-card', () => randomBytes(32).toString('base64url')).catch((error: unknown) => {
    key = undefined;
    throw error;
  }));

const hmac = async (what: string) =>
  createHmac('sha256', await signingKey())
    .update(what)
    .digest('base64url');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A kept card: which test outcome it stands for and its last digits, signed (never the number itself). */
async function keepMethod(outcome: keyof typeof TEST_CARDS, last4: string): Promise<string> {
  const method = `pm_${outcome}_${last4}`;
  return `${method}.${await hmac(method)}`;
}

/** A renewal: the kept card answers as its test number does, with nobody there to confirm. */
async function chargeSaved(savedMethod: string): Promise<ChargeOutcome> {
  const [method = '', signature = ''] = savedMethod.split('.');
  const match = /^pm_(approve|decline|confirm|networkError)_(\d{4})$/.exec(method);
  if (!match || !sameText(signature, await hmac(method)))
    return { status: 'declined', message: 'The card on file is not valid. Add a new one.' };
  const [, outcome, last4] = match;
  if (outcome === 'approve')
    return { status: 'authorized', reference: `tc_${randomBytes(8).toString('hex')}`, summary: `Card ending ${last4}` };
  if (outcome === 'networkError') return { status: 'failed', message: 'The payment service did not answer.' };
  return { status: 'declined', message: outcome === 'confirm' ? 'Your bank asks you to confirm this payment.' : 'Your card was declined.' };
}

/** Bound to this charge: a confirmation cannot pay another amount, order or card. */
const sign = (request: ChargeRequest) =>
  hmac([request.idempotencyKey, request.amountMinor, request.currency, digits(request.details.cardNumber ?? '')].join(':'));

async function charge(request: ChargeRequest): Promise<ChargeOutcome> {
  if (request.savedMethod) return chargeSaved(request.savedMethod);
  const number = digits(request.details.cardNumber ?? '');
  if (!luhnValid(number)) return { status: 'declined', message: 'That card number is not valid: check it and try again.' };
  const end = expiryEnd(request.details.expiry ?? '');
  if (!end) return { status: 'declined', message: 'Enter the expiry date as MM/YY.' };
  if (end.getTime() <= Date.now()) return { status: 'declined', message: 'That card has expired: use another.' };
  if (!/^\d{3,4}$/.test(request.details.cvc ?? ''))
    return { status: 'declined', message: 'Enter the 3 or 4 digit security code from the back of the card.' };
  const outcome = OUTCOME_OF[number];
  const paid = {
    status: 'authorized' as const,
    reference: `tc_${randomBytes(8).toString('hex')}`,
    summary: `Card ending ${number.slice(-4)}`,
    savedMethod: request.saveMethod && outcome ? await keepMethod(outcome, number.slice(-4)) : undefined,
  };
  switch (outcome) {
    case 'approve':
      return paid;
    case 'decline':
      return { status: 'declined', message: 'Your card was declined. Nothing was charged; try another card.' };
    case 'networkError':
      return { status: 'failed', message: 'The payment service did not answer. Nothing was charged; try again in a moment.' };
    case 'confirm': {
      const token = await sign(request);
      if (!request.confirmation)
        return {
          status: 'requires_confirmation',
          token,
          prompt: `Your bank asks you to confirm a payment of ${formatMoney(request.amountMinor, request.currency)} to StreamIt.`,
        };
      return sameText(request.confirmation, token)
        ? paid
        : { status: 'declined', message: 'Your bank did not confirm the payment. Nothing was charged.' };
    }
    default:
      return { status: 'declined', message: 'This shop is in test mode: use one of the test card numbers shown.' };
  }
}

export const testCardProvider: PaymentProvider = {
  id: 'test-card',
  label: 'Card (test mode)',
  description: `Test cards: ${TEST_CARDS.approve} pays, ${TEST_CARDS.decline} is declined, ${TEST_CARDS.confirm} asks your bank to confirm, ${TEST_CARDS.networkError} fails to connect. Any future expiry, any 3 digits.`,
  recurring: true,
  acceptedMethods: ['Visa', 'Mastercard', 'American Express'],
  fields: [
    {
      name: 'cardNumber',
      label: 'Card number',
      autoComplete: 'cc-number',
      inputMode: 'numeric',
      placeholder: '4242 4242 4242 4242',
      format: 'card-number',
    },
    { name: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: '12/29', format: 'expiry' },
    { name: 'cvc', label: 'Security code', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123' },
  ],
  prepare: async () => void (await signingKey()),
  charge,
  refund: async (reference) => ({ reference: `${reference}_refund` }),
};
