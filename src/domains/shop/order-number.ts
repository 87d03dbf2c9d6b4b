import { randomInt } from 'node:crypto';

// Crockford's base32 without the letters read as digits: 12 random characters, 60 bits, SI-XXXX-XXXX-XXXX.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newOrderNumber(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `SI-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
