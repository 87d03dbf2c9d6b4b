// Money is an integer of minor units (cents) with its currency, in the database, on the server and in the browser:
// these helpers add and format it without ever holding an amount in a float.

export type Money = { minor: number; currency: string };

/** The amount as a decimal string ("-12.05" for -1205), made from integers only. */
export function decimalString(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`Not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${(abs - (abs % 100)) / 100}.${String(abs % 100).padStart(2, '0')}`;
}

/** "$28.00": Intl formats the decimal string itself (it takes strings as exact decimals), so no float is made. */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(decimalString(minor) as unknown as number);
}

/** "28", "28.5", "28.50", "$1,234.50" as minor units (2850), read digit by digit; null for anything else. */
export function parseMinor(text: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = Number(m[1]!.replaceAll(',', ''));
  if (whole > 9_999_999) return null;
  const cents = Number((m[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + cents;
  return Number.isSafeInteger(minor) ? minor : null;
}
