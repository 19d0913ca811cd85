import type Stripe from 'stripe';
import type { Card } from '../resources/test-cards.js';

export interface LineItemRecord {
  name: string;
  quantity: number;
  unitAmount: number;
}

export interface CheckoutSessionRecord {
  session: Stripe.Checkout.Session;
  lineItems: LineItemRecord[];
  paymentIntentData: { metadata: Record<string, string>; transferGroup: string | null; description: string | null };
  /** A message for the hosted page's next view, e.g. after a failed 3-D Secure challenge. */
  notice?: string;
  /** The card waiting for its 3-D Secure challenge to be answered. */
  pendingAuthentication?: Card;
  cancelExpiryTimer?: () => void;
}

export interface AccountLinkRecord {
  accountId: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  used: boolean;
}

/** A balance transaction with the balance it belongs to: the platform's (null) or a connected account's. */
export interface BalanceEntry {
  account: string | null;
  transaction: Stripe.BalanceTransaction;
}

/** Everything the emulator knows, in memory. Objects are kept in Stripe's shapes and answered as copies. */
export class EmulatorState {
  readonly sessions = new Map<string, CheckoutSessionRecord>();
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly refunds = new Map<string, Stripe.Refund>();
  readonly events: Stripe.Event[] = [];
  readonly accounts = new Map<string, Stripe.Account>();
  readonly accountLinks = new Map<string, AccountLinkRecord>();
  readonly transfers = new Map<string, Stripe.Transfer>();
  readonly reversals = new Map<string, Stripe.TransferReversal>();
  readonly disputes = new Map<string, Stripe.Dispute>();
  readonly balance: BalanceEntry[] = [];

  /** Any stored object by its id, for `expand[]`. */
  findObject(id: string): object | undefined {
    return (
      this.sessions.get(id)?.session ??
      this.paymentIntents.get(id) ??
      this.charges.get(id) ??
      this.refunds.get(id) ??
      this.accounts.get(id) ??
      this.transfers.get(id) ??
      this.reversals.get(id) ??
      this.disputes.get(id) ??
      this.balance.find((entry) => entry.transaction.id === id)?.transaction ??
      this.events.find((event) => event.id === id)
    );
  }
}
