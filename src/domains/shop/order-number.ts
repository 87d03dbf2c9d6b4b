import { randomInt } from 'node:crypto';
import { z } from 'zod';

// Crockford's base32 without the letters read as digits: 12 random characters, 60 bits, SI-XXXX-XXXX-XXXX.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newOrderNumber(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `SI-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** An order number as a buyer or an operator types it (any case, spaces around). */
export const orderNumberSchema = z
  .string({ message: 'Give an order number.' })
  .trim()
  .toUpperCase()
  .regex(/^SI-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/, 'Order numbers look like SI-7KQ2-M9XD-4T1B.');
