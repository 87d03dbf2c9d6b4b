import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { installationSecret } from '@/db/secrets';

// Values the site hands the browser and must get back unchanged (the sign-in transaction, the guest identity):
// `<payload>.<HMAC-SHA256>` under a key made once per installation.

// Read once per process: it never changes, and every request with such a cookie checks one.
let key: Promise<string> | undefined;

async function mac(payload: string): Promise<string> {
  const secret = await (key ??= installationSecret('rp.cookie-key', () => randomBytes(32).toString('base64url')).catch((error: unknown) => {
    key = undefined;
    throw error;
  }));
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export async function sign(payload: string): Promise<string> {
  return `${payload}.${await mac(payload)}`;
}

/** The payload when the value is one this installation signed, else undefined. */
export async function unsign(value: string | undefined): Promise<string | undefined> {
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot <= 0) return undefined;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(await mac(payload));
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : undefined;
}
