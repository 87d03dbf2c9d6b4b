import { z } from 'zod';

// Values as forms send them (strings), read strictly: "12" is 12, but "", "0x10", "1e3" and " " are not numbers,
// and a date is a real one between the first films and the end of this century.

/** A whole number from a number or a string of digits; anything else fails with `message`. */
export const wholeNumber = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v), z.number({ message }).int(message));

/** A calendar date (YYYY-MM-DD) from 1870 to 2100. */
export const calendarDate = (message: string) =>
  z.iso
    .date(message)
    // Only a well-formed date is checked for its range (one message at a time).
    .refine((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || (d >= '1870-01-01' && d <= '2100-12-31'), 'Give a date between 1870 and 2100.');
