// A card's number and expiry as they are printed, while they are typed ("4242424242424242" -> "4242 4242 4242 4242",
// "1229" -> "12/29"). The server reads them with or without the spaces and the slash (test-card.ts).

export type TypedFormat = 'card-number' | 'expiry';

const digitsOf = (text: string) => text.replace(/\D/g, '');

export function formatTyped(format: TypedFormat, text: string): string {
  if (format === 'card-number')
    return digitsOf(text)
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 ');
  // A month already ended by a slash ("1/", "01/2029"): its year follows, in two digits.
  const split = /^\s*(\d{1,2})\s*[/-]\s*(\d*)/.exec(text);
  if (split) {
    const year = split[2]!.length === 4 ? split[2]!.slice(2) : split[2]!.slice(0, 2);
    return `${split[1]!.padStart(2, '0')}/${year}`;
  }
  const d = digitsOf(text).slice(0, 4);
  // A first digit above 1 can only be a month of its own ("4" -> "04/").
  if (d.length === 1 && d > '1') return `0${d}/`;
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Where the caret goes after formatting: after as many digits as were before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === digitsBefore) {
      // Past a separator the formatting added right after it ("12/"), so typing goes on after it.
      let end = i + 1;
      while (end < formatted.length && !/\d/.test(formatted[end]!)) end++;
      return end === formatted.length ? end : i + 1;
    }
  }
  return formatted.length;
}

// Room for what is pasted as well as typed ("12 / 2029"); formatting shortens it.
export const typedMaxLength: Record<TypedFormat, number> = { 'card-number': 40, expiry: 9 };
