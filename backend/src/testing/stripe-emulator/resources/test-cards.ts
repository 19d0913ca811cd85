export interface Decline {
  code: 'card_declined';
  declineCode: string;
  message: string;
}

export type CardBehaviour = { kind: 'succeeds' } | { kind: 'requires_authentication' } | { kind: 'declined'; decline: Decline };

export interface Card {
  number: string;
  brand: 'visa' | 'mastercard';
  expMonth: number;
  expYear: number;
}

const DECLINED: Decline = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };

/** Stripe's test cards (https://docs.stripe.com/testing) that the emulator knows. */
const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '4000000000000077': { kind: 'succeeds' },
  '4000000000000002': { kind: 'declined', decline: DECLINED },
  '4000000000009995': {
    kind: 'declined',
    decline: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  '4000002500003155': { kind: 'requires_authentication' },
  // Attaches to a customer but its charge is declined: in Checkout, a decline.
  '4000000000000341': { kind: 'declined', decline: DECLINED },
};

export const DEFAULT_TEST_CARD = '4242424242424242';

export function behaviourOf(number: string): CardBehaviour {
  return (
    TEST_CARDS[number] ?? {
      kind: 'declined',
      decline: {
        code: 'card_declined',
        declineCode: 'test_mode_live_card',
        message:
          'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      },
    }
  );
}

/** The digits of a card number typed with spaces or dashes, or the message Stripe's form shows. */
export function readCardNumber(input: string): { number: string } | { error: string } {
  const number = input.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number)) return { error: 'Your card number is invalid.' };
  if (number.length < 13) return { error: 'Your card number is incomplete.' };
  if (number.length > 19 || !passesLuhn(number)) return { error: 'Your card number is invalid.' };
  return { number };
}

/** "MM / YY", "MM/YY", "MMYY" or "MM/YYYY"; a month in the past is refused. */
export function readExpiry(input: string, today = new Date()): { month: number; year: number } | { error: string } {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(input.trim());
  if (!match) return { error: "Your card's expiration date is incomplete." };
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return { error: "Your card's expiration date is invalid." };
  if (year < today.getFullYear()) return { error: "Your card's expiration year is in the past." };
  if (year === today.getFullYear() && month < today.getMonth() + 1) return { error: "Your card's expiration date is in the past." };
  return { month, year };
}

export function readCvc(input: string): { cvc: string } | { error: string } {
  const cvc = input.trim();
  return /^\d{3,4}$/.test(cvc) ? { cvc } : { error: "Your card's security code is incomplete." };
}

export function cardFromNumber(number: string, expiry?: { month: number; year: number }): Card {
  const nextYear = new Date().getFullYear() + 1;
  return { number, brand: number.startsWith('5') ? 'mastercard' : 'visa', expMonth: expiry?.month ?? 12, expYear: expiry?.year ?? nextYear };
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
