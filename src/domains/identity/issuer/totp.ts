import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { getDb } from '@/db/client';
import type { Account } from './accounts';
import { users } from './schema';

// TOTP with an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s), enrolled from the account page with a QR code
// and confirmed with a first code; ten one-time recovery codes for a lost phone. A code is accepted once.

const ISSUER = 'StreamIt';
const RECOVERY_CODES = 10;

const totpFor = (email: string, secret: string) =>
  new OTPAuth.TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });

const hashRecovery = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

export type Enrolment = { secret: string; uri: string; qr: string };

/** A new secret for the account (not in force until confirmed): the QR code and the secret to type in. */
export async function startTotpEnrolment(account: Pick<Account, 'id' | 'email'>): Promise<Enrolment> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await getDb().update(users).set({ totpSecret: secret, totpEnabledAt: null }).where(eq(users.id, account.id));
  const uri = totpFor(account.email, secret).toString();
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** The time step a code matches (one step of drift either way), else null. */
function matchStep(email: string, secret: string, code: string): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(email, secret).validate({ token, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 30_000) + delta;
}

/** Turns TOTP on with the first code from the app; returns the recovery codes (shown once) or null. */
export async function confirmTotpEnrolment(account: Account, code: string): Promise<string[] | null> {
  if (!account.totpSecret || account.totpEnabledAt) return null;
  const step = matchStep(account.email, account.totpSecret, code);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODES }, () =>
    randomBytes(5)
      .toString('hex')
      .replace(/(.{5})/, '$1-'),
  );
  await getDb()
    .update(users)
    .set({ totpEnabledAt: sql`now()`, totpLastStep: step, recoveryCodes: codes.map(hashRecovery) })
    .where(eq(users.id, account.id));
  return codes;
}

export async function disableTotp(userId: string): Promise<void> {
  await getDb()
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: [] })
    .where(eq(users.id, userId));
}

/**
 * The TOTP step of a sign-in: a current code from the app (each good once) or an unused recovery code (spent).
 * Atomic, so two requests with one code cannot both pass.
 */
export async function verifySecondFactor(account: Account, code: string): Promise<'totp' | 'recovery' | null> {
  if (!account.totpEnabledAt || !account.totpSecret) return null;
  const step = matchStep(account.email, account.totpSecret, code);
  if (step !== null) {
    const rows = await getDb()
      .update(users)
      .set({ totpLastStep: step })
      .where(sql`${users.id} = ${account.id} and (${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`)
      .returning({ id: users.id });
    return rows.length ? 'totp' : null;
  }
  const hash = hashRecovery(code);
  const rows = await getDb()
    .update(users)
    .set({ recoveryCodes: sql`${users.recoveryCodes} - ${hash}::text` })
    .where(sql`${users.id} = ${account.id} and ${users.recoveryCodes} ? ${hash}::text`)
    .returning({ id: users.id });
  return rows.length ? 'recovery' : null;
}
