/**
 * The marketplace's books, in double entry (issue 18). Every movement of money is one transaction of entries that
 * sum to zero: a debit is a positive amount, a credit a negative one, in integer euro cents.
 *
 * - `provider_balance`: the platform's balance at the payment provider (an asset: debit balance);
 * - `buyer_payments_held`: buyers' payments for tickets, held until the event and the claim window are over;
 * - `seller_payable`: released to a seller, not yet transferred (one account per seller);
 * - `platform_fees`: the buyer's and the seller's fees (revenue: credit balance);
 * - `disputed_funds`: what card disputes took from the provider balance, until the bank decides (an asset: debit
 *   balance, like money lent; ADR 0023);
 * - `provider_fees`: what the payment provider charged for processing payments (an expense: debit balance; ADR 0037).
 *
 * Refunds are the `refund` transactions: what they took from the provider balance is what went back to buyers.
 */
export const LEDGER_ACCOUNTS = ['provider_balance', 'buyer_payments_held', 'seller_payable', 'platform_fees', 'disputed_funds', 'provider_fees'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_KINDS = ['payment', 'refund', 'release', 'transfer', 'reversal', 'dispute', 'provider_fee'] as const;
type LedgerKind = (typeof LEDGER_KINDS)[number];

interface LedgerEntry {
  account: LedgerAccount;
  /** Set on a seller's own account (`seller_payable`). */
  sellerId: string | null;
  /** Debit positive, credit negative; never zero. */
  amountCents: number;
}

export interface LedgerTransaction {
  kind: LedgerKind;
  /** What it records, unique in the books: posting the same reference twice records it once. */
  reference: string;
  orderId: string | null;
  occurredAt: Date;
  /**
   * The provider's object behind a movement of the provider balance (a payment intent, a refund, a transfer): what
   * the daily reconciliation matches against the provider's balance transactions (ADR 0024).
   */
  providerReference?: string | null;
  entries: LedgerEntry[];
}

/** An order's money as checkout computed it. */
export interface OrderMoney {
  orderId: string;
  sellerId: string;
  ticketsCents: number;
  buyerFeeCents: number;
  totalCents: number;
  sellerFeeCents: number;
  /** The provider's payment (set once paid) and refund (set once refunded in full). */
  paymentId?: string | null;
  refundId?: string | null;
}

const entry = (account: LedgerAccount, amountCents: number, sellerId: string | null = null): LedgerEntry => ({ account, sellerId, amountCents });

/** Refuses a transaction that does not balance, or has an empty, fractional or unsafe amount. */
function balanced(transaction: LedgerTransaction): LedgerTransaction {
  const entries = transaction.entries.filter((line) => line.amountCents !== 0);
  if (entries.some((line) => !Number.isSafeInteger(line.amountCents))) throw new Error(`ledger ${transaction.reference}: amounts are whole cents`);
  if (entries.length < 2) throw new Error(`ledger ${transaction.reference}: a transaction moves money between at least two accounts`);
  const sum = entries.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== 0) throw new Error(`ledger ${transaction.reference}: entries sum to ${sum}, not 0`);
  return { ...transaction, entries };
}

/** The buyer paid: the money is at the provider; the tickets' part is held, the buyer's fee is earned. */
export function paymentPosting(order: OrderMoney, at: Date): LedgerTransaction {
  return balanced({
    kind: 'payment',
    reference: `order:${order.orderId}:payment`,
    orderId: order.orderId,
    occurredAt: at,
    providerReference: order.paymentId ?? null,
    entries: [entry('provider_balance', order.totalCents), entry('buyer_payments_held', -order.ticketsCents), entry('platform_fees', -order.buyerFeeCents)],
  });
}

/** The provider's processing fee for a payment, as its balance transaction of the payment reports it. */
export interface ProviderFee {
  /** The provider's balance transaction that took the fee (a charge's): what the posting records and names. */
  balanceTransactionId: string;
  orderId: string | null;
  feeCents: number;
}

/**
 * The provider kept its fee out of a payment: the provider balance holds that much less, and the platform bears it as
 * an expense. Recorded once per balance transaction; a refund does not give it back (the provider keeps it).
 */
export function providerFeePosting(fee: ProviderFee, at: Date): LedgerTransaction {
  return balanced({
    kind: 'provider_fee',
    reference: `provider-fee:${fee.balanceTransactionId}`,
    orderId: fee.orderId,
    occurredAt: at,
    providerReference: fee.balanceTransactionId,
    entries: [entry('provider_fees', fee.feeCents), entry('provider_balance', -fee.feeCents)],
  });
}

/** Everything the buyer paid goes back (a late payment, a cancelled event): the held part and the buyer's fee. */
export function fullRefundPosting(order: OrderMoney, at: Date): LedgerTransaction {
  return balanced({
    kind: 'refund',
    reference: `order:${order.orderId}:refund`,
    orderId: order.orderId,
    occurredAt: at,
    providerReference: order.refundId ?? null,
    entries: [entry('buyer_payments_held', order.ticketsCents), entry('platform_fees', order.buyerFeeCents), entry('provider_balance', -order.totalCents)],
  });
}

/**
 * Staff upheld a buyer's claim in part: that much of the tickets' price goes back to the buyer from what was held
 * for the seller (the buyer's fee stays earned); the rest is released to the seller as usual.
 */
export function partialRefundPosting(refund: { orderId: string; claimId: string; refundCents: number; refundId?: string | null }, at: Date): LedgerTransaction {
  return balanced({
    kind: 'refund',
    reference: `claim:${refund.claimId}:refund`,
    orderId: refund.orderId,
    occurredAt: at,
    providerReference: refund.refundId ?? null,
    entries: [entry('buyer_payments_held', refund.refundCents), entry('provider_balance', -refund.refundCents)],
  });
}

/** The event and the claim window are over: the tickets' part becomes the seller's, less the seller's fee. */
export function releasePosting(order: OrderMoney, at: Date): LedgerTransaction {
  return balanced({
    kind: 'release',
    reference: `order:${order.orderId}:release`,
    orderId: order.orderId,
    occurredAt: at,
    entries: [
      entry('buyer_payments_held', order.ticketsCents),
      entry('seller_payable', -(order.ticketsCents - order.sellerFeeCents), order.sellerId),
      entry('platform_fees', -order.sellerFeeCents),
    ],
  });
}

/** The provider moved a seller's payable money to their connected account. */
export function transferPosting(payout: { payoutId: string; sellerId: string; amountCents: number; transferId?: string | null }, at: Date): LedgerTransaction {
  return balanced({
    kind: 'transfer',
    reference: `payout:${payout.payoutId}:transfer`,
    orderId: null,
    occurredAt: at,
    providerReference: payout.transferId ?? null,
    entries: [entry('seller_payable', payout.amountCents, payout.sellerId), entry('provider_balance', -payout.amountCents)],
  });
}

/** A card dispute on an order's payment, as the provider reports it. */
export interface DisputedPayment {
  disputeId: string;
  /** The provider's dispute: what its balance transactions of the dispute name (reconciliation matches on it). */
  providerDisputeId?: string | null;
  orderId: string;
  amountCents: number;
}

/** The cardholder disputed the payment: the provider took the disputed amount from the balance until the bank decides. */
export function disputeOpenedPosting(dispute: DisputedPayment, at: Date): LedgerTransaction {
  return balanced({
    kind: 'dispute',
    reference: `dispute:${dispute.disputeId}:opened`,
    orderId: dispute.orderId,
    providerReference: dispute.providerDisputeId ?? null,
    occurredAt: at,
    entries: [entry('disputed_funds', dispute.amountCents), entry('provider_balance', -dispute.amountCents)],
  });
}

/** The bank decided for the platform: the disputed amount is back in the provider balance; the sale stands. */
export function disputeWonPosting(dispute: DisputedPayment, at: Date): LedgerTransaction {
  return balanced({
    kind: 'dispute',
    reference: `dispute:${dispute.disputeId}:won`,
    orderId: dispute.orderId,
    providerReference: dispute.providerDisputeId ?? null,
    occurredAt: at,
    entries: [entry('provider_balance', dispute.amountCents), entry('disputed_funds', -dispute.amountCents)],
  });
}

/**
 * The bank decided for the cardholder: they keep the disputed amount, and the seller's share of the order is not paid.
 * What is still held for the seller (`heldCents`) and what was already released to them (`releasedCents`, their
 * payable account, even if transferred since: they then owe it back) are cancelled; the platform's fees absorb the
 * difference between those and what the bank took, either way (ADR 0023).
 */
export function disputeLostPosting(dispute: DisputedPayment & { sellerId: string; heldCents: number; releasedCents: number }, at: Date): LedgerTransaction {
  return balanced({
    kind: 'dispute',
    reference: `dispute:${dispute.disputeId}:lost`,
    orderId: dispute.orderId,
    occurredAt: at,
    entries: [
      entry('disputed_funds', -dispute.amountCents),
      entry('buyer_payments_held', dispute.heldCents),
      entry('seller_payable', dispute.releasedCents, dispute.sellerId),
      entry('platform_fees', dispute.amountCents - dispute.heldCents - dispute.releasedCents),
    ],
  });
}

/** Money transferred to a seller came back from their connected account (a transfer reversal): they no longer owe it. */
export function reversalPosting(reversal: { reversalId: string; sellerId: string; amountCents: number; providerReversalId?: string | null }, at: Date): LedgerTransaction {
  return balanced({
    kind: 'reversal',
    reference: `reversal:${reversal.reversalId}`,
    orderId: null,
    providerReference: reversal.providerReversalId ?? null,
    occurredAt: at,
    entries: [entry('provider_balance', reversal.amountCents), entry('seller_payable', -reversal.amountCents, reversal.sellerId)],
  });
}

/** What an account holds: assets by their debit balance, what is owed or earned by its credit balance. */
export function balanceOf(account: LedgerAccount, debitMinusCreditCents: number): number {
  return account === 'provider_balance' || account === 'disputed_funds' || account === 'provider_fees' ? debitMinusCreditCents : -debitMinusCreditCents;
}
