import { describe, expect, it } from 'vitest';
import { decimalString, formatMoney, parseMinor } from './money';

describe('money', () => {
  it('writes minor units as an exact decimal, and formats it in its currency', () => {
    expect(decimalString(2800)).toBe('28.00');
    expect(decimalString(5)).toBe('0.05');
    expect(decimalString(-1205)).toBe('-12.05');
    expect(formatMoney(2800, 'USD')).toBe('$28.00');
    expect(formatMoney(18900, 'USD')).toBe('$189.00');
    expect(formatMoney(123456789, 'EUR', 'en-IE')).toBe('€1,234,567.89');
    // Amounts past a float's exact range stay exact: 2^53 + 1 cents is refused rather than rounded.
    expect(() => decimalString(2 ** 53 + 1)).toThrow();
    expect(() => decimalString(10.5)).toThrow();
  });

  it('reads a typed price as minor units without a float: whole, tenths, cents, thousands, a dollar sign', () => {
    expect(parseMinor('28')).toBe(2800);
    expect(parseMinor('28.5')).toBe(2850);
    expect(parseMinor('0.29')).toBe(29); // 0.29 * 100 is 28.999… in a float
    expect(parseMinor('$1,234.50')).toBe(123450);
    for (const bad of ['', '-3', '1.234', '12,34', 'ten', '1e3', '28.', '99999999', '99,999,999.99'])
      expect(parseMinor(bad), bad).toBeNull();
  });
});
