import { describe, expect, it } from 'vitest';
import { decimalString, formatMoney } from './money';

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
});
