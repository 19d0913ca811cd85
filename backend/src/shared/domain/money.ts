import { DomainError } from './domain-error.js';

/** Amounts as people read them, in every language (spec: euros with Latvian number formatting): "80,00 €". */
const forPeople = new Intl.NumberFormat('lv-LV', { style: 'currency', currency: 'EUR' });

/** An amount in integer euro cents. Floating point never touches money. */
export class Money {
  static readonly currency = 'EUR';

  private constructor(readonly cents: number) {}

  static ofCents(cents: number): Money {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new DomainError('money.invalid', { value: String(cents) });
    return new Money(cents);
  }

  /** Parses "12.5", "12.50" or "12,50" exactly, without going through a float. */
  static parse(text: string): Money {
    const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
    if (!match) throw new DomainError('money.invalid', { value: text });
    const [, euros, fraction = ''] = match;
    return new Money(Number(euros) * 100 + Number(fraction.padEnd(2, '0')));
  }

  times(quantity: number): Money {
    if (!Number.isSafeInteger(quantity) || quantity < 0) throw new DomainError('money.invalid', { value: String(quantity) });
    return Money.ofCents(this.cents * quantity);
  }

  plus(other: Money): Money {
    return Money.ofCents(this.cents + other.cents);
  }

  equals(other: Money): boolean {
    return this.cents === other.cents;
  }

  /** "12,50 €", as the storefront shows amounts: for text written to people (e-mails). */
  toDisplayString(): string {
    return forPeople.format(this.cents / 100);
  }

  /** "12.50": the plain decimal form used in APIs and CSV. */
  toDecimalString(): string {
    return `${Math.trunc(this.cents / 100)}.${String(this.cents % 100).padStart(2, '0')}`;
  }
}
