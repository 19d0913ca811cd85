import { describe, expect, it } from '@jest/globals';
import { DomainError } from './domain-error.js';
import { Money } from './money.js';

describe('Money', () => {
  it('parses decimal text exactly, with a dot or a comma', () => {
    expect(Money.parse('12.5').cents).toBe(1250);
    expect(Money.parse('12,05').cents).toBe(1205);
    expect(Money.parse('0.01').cents).toBe(1);
    expect(Money.parse(' 65 ').cents).toBe(6500);
  });

  it('multiplies without floating-point drift', () => {
    // 0.1 × 3 in floating point is 0.30000000000000004
    expect(Money.parse('0.10').times(3).toDecimalString()).toBe('0.30');
    expect(Money.parse('19.99').times(7).cents).toBe(13993);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-1', '1.234', '1e3', '12.']) {
      expect(() => Money.parse(bad)).toThrow(DomainError);
    }
    expect(() => Money.ofCents(1.5)).toThrow(DomainError);
    expect(() => Money.ofCents(-1)).toThrow(DomainError);
  });

  it('writes the plain decimal form', () => {
    expect(Money.ofCents(6500).toDecimalString()).toBe('65.00');
    expect(Money.ofCents(7).toDecimalString()).toBe('0.07');
  });
});
