import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatTyped } from './card-format';

describe('card fields as they are typed', () => {
  it('groups a card number in fours and stops at 19 digits', () => {
    expect(formatTyped('card-number', '4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatTyped('card-number', '4242 42')).toBe('4242 42');
    expect(formatTyped('card-number', '4242')).toBe('4242');
    expect(formatTyped('card-number', '4000-0025-0000-3155')).toBe('4000 0025 0000 3155');
    expect(formatTyped('card-number', '1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes an expiry as MM/YY, a lone month digit above 1 as its own month', () => {
    expect(formatTyped('expiry', '1229')).toBe('12/29');
    expect(formatTyped('expiry', '12/2')).toBe('12/2');
    expect(formatTyped('expiry', '12')).toBe('12');
    expect(formatTyped('expiry', '1')).toBe('1');
    expect(formatTyped('expiry', '4')).toBe('04/');
    expect(formatTyped('expiry', '12/2029')).toBe('12/29');
    expect(formatTyped('expiry', '12 / 2029')).toBe('12/29');
    expect(formatTyped('expiry', '1/29')).toBe('01/29');
    expect(formatTyped('expiry', '12/')).toBe('12/');
    expect(formatTyped('expiry', '')).toBe('');
  });

  it('keeps the caret after the digit it followed', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4', 5)).toBe(6);
    expect(caretAfterDigits('04/', 2)).toBe(3);
    expect(caretAfterDigits('12/29', 0)).toBe(0);
  });
});
