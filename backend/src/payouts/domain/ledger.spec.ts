import { describe, expect, it } from '@jest/globals';
import {
  balanceOf, disputeLostPosting, disputeOpenedPosting, disputeWonPosting, fullRefundPosting, LEDGER_ACCOUNTS, partialRefundPosting, paymentPosting, releasePosting,
  providerFeePosting, reversalPosting, transferPosting, type LedgerAccount, type LedgerTransaction, type OrderMoney,
} from './ledger.js';

const at = new Date('2026-11-26T10:00:00Z');
/** 2 × 45.50: 91.00 of tickets, buyer's fee 5 % + 0.50 = 5.05, seller's fee 5 % = 4.55. */
const order = (orderId = 'o1', sellerId = 's1'): OrderMoney => ({ orderId, sellerId, ticketsCents: 9100, buyerFeeCents: 505, totalCents: 9605, sellerFeeCents: 455 });

function totals(transactions: LedgerTransaction[]): Record<LedgerAccount, number> {
  const sums = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<LedgerAccount, number>;
  for (const entry of transactions.flatMap((transaction) => transaction.entries)) sums[entry.account] += entry.amountCents;
  return sums;
}
const sum = (transaction: LedgerTransaction) => transaction.entries.reduce((total, entry) => total + entry.amountCents, 0);

describe('the ledger', () => {
  it("books a payment at the provider: the tickets' part held for the seller, the buyer's fee earned", () => {
    const payment = paymentPosting(order(), at);
    expect(sum(payment)).toBe(0);
    expect(payment.reference).toBe('order:o1:payment');
    const books = totals([payment]);
    expect(balanceOf('provider_balance', books.provider_balance)).toBe(9605);
    expect(balanceOf('buyer_payments_held', books.buyer_payments_held)).toBe(9100);
    expect(balanceOf('platform_fees', books.platform_fees)).toBe(505);
  });

  it("releases the tickets' part to the seller less the seller's fee, and a transfer pays it out", () => {
    const transactions = [paymentPosting(order(), at), releasePosting(order(), at), transferPosting({ payoutId: 'p1', sellerId: 's1', amountCents: 8645 }, at)];
    const books = totals(transactions);
    expect(transactions.map(sum)).toEqual([0, 0, 0]);
    expect(books).toEqual({ provider_balance: 960, buyer_payments_held: 0, seller_payable: 0, platform_fees: -960, disputed_funds: 0, provider_fees: 0 });
    expect(releasePosting(order(), at).entries.find((entry) => entry.account === 'seller_payable')).toEqual({ account: 'seller_payable', sellerId: 's1', amountCents: -8645 });
  });

  it('a full refund undoes the payment: nothing held, no fee kept, the money gone back', () => {
    const books = totals([paymentPosting(order(), at), fullRefundPosting(order(), at)]);
    expect(books).toEqual({ provider_balance: 0, buyer_payments_held: 0, seller_payable: 0, platform_fees: 0, disputed_funds: 0, provider_fees: 0 });
  });

  it("a claim refunded in part gives that much of the held tickets' price back; the rest is released as usual", () => {
    const refund = partialRefundPosting({ orderId: 'o1', claimId: 'c1', refundCents: 3000 }, at);
    expect(refund.reference).toBe('claim:c1:refund');
    // What the marketplace then publishes as still held: 91.00 − 30.00, the seller's fee unchanged.
    const rest = { ...order(), ticketsCents: 6100 };
    const books = totals([paymentPosting(order(), at), refund, releasePosting(rest, at), transferPosting({ payoutId: 'p1', sellerId: 's1', amountCents: 5645 }, at)]);
    expect(books).toEqual({ provider_balance: 960, buyer_payments_held: 0, seller_payable: 0, platform_fees: -960, disputed_funds: 0, provider_fees: 0 });
  });

  describe('a card dispute', () => {
    const dispute = { disputeId: 'd1', orderId: 'o1', amountCents: 9605 };

    it('takes the disputed amount from the provider balance until the bank decides; won, it comes back and the sale is released as usual', () => {
      const opened = disputeOpenedPosting(dispute, at);
      expect(opened).toMatchObject({ kind: 'dispute', reference: 'dispute:d1:opened', orderId: 'o1' });
      const whileOpen = totals([paymentPosting(order(), at), opened]);
      expect(balanceOf('disputed_funds', whileOpen.disputed_funds)).toBe(9605);
      expect(balanceOf('provider_balance', whileOpen.provider_balance)).toBe(0);
      expect(balanceOf('buyer_payments_held', whileOpen.buyer_payments_held)).toBe(9100);

      const transactions = [paymentPosting(order(), at), opened, disputeWonPosting(dispute, at), releasePosting(order(), at), transferPosting({ payoutId: 'p1', sellerId: 's1', amountCents: 8645 }, at)];
      expect(transactions.map(sum)).toEqual([0, 0, 0, 0, 0]);
      expect(totals(transactions)).toEqual({ provider_balance: 960, buyer_payments_held: 0, seller_payable: 0, platform_fees: -960, disputed_funds: 0, provider_fees: 0 });
    });

    it('lost before the release: the buyer keeps it all, nothing is held for the seller, no fee is earned', () => {
      const lost = disputeLostPosting({ ...dispute, sellerId: 's1', heldCents: 9100, releasedCents: 0 }, at);
      expect(lost.reference).toBe('dispute:d1:lost');
      expect(sum(lost)).toBe(0);
      expect(totals([paymentPosting(order(), at), disputeOpenedPosting(dispute, at), lost])).toEqual({
        provider_balance: 0, buyer_payments_held: 0, seller_payable: 0, platform_fees: 0, disputed_funds: 0, provider_fees: 0,
      });
    });

    it('lost after the payout: the seller owes their share back until a transfer reversal recovers it', () => {
      const paidOut = [paymentPosting(order(), at), releasePosting(order(), at), transferPosting({ payoutId: 'p1', sellerId: 's1', amountCents: 8645 }, at)];
      const lost = disputeLostPosting({ ...dispute, sellerId: 's1', heldCents: 0, releasedCents: 8645 }, at);
      const owing = totals([...paidOut, disputeOpenedPosting(dispute, at), lost]);
      expect(owing).toEqual({ provider_balance: 960 - 9605, buyer_payments_held: 0, seller_payable: 8645, platform_fees: 0, disputed_funds: 0, provider_fees: 0 });
      expect(balanceOf('seller_payable', owing.seller_payable)).toBe(-8645);

      const reversal = reversalPosting({ reversalId: 'r1', sellerId: 's1', amountCents: 8645 }, at);
      expect(reversal).toMatchObject({ kind: 'reversal', reference: 'reversal:r1' });
      expect(totals([...paidOut, disputeOpenedPosting(dispute, at), lost, reversal])).toEqual({
        provider_balance: 0, buyer_payments_held: 0, seller_payable: 0, platform_fees: 0, disputed_funds: 0, provider_fees: 0,
      });
    });

    it('lost for less than the order after a part refund: the fees absorb the difference, the books still balance', () => {
      // 30.00 went back on a claim; the buyer's bank then took the other 66.05 back.
      const rest = { disputeId: 'd2', orderId: 'o1', amountCents: 6605 };
      const lost = disputeLostPosting({ ...rest, sellerId: 's1', heldCents: 6100, releasedCents: 0 }, at);
      expect(lost.entries).toContainEqual({ account: 'platform_fees', sellerId: null, amountCents: 505 });
      const books = totals([paymentPosting(order(), at), partialRefundPosting({ orderId: 'o1', claimId: 'c1', refundCents: 3000 }, at), disputeOpenedPosting(rest, at), lost]);
      expect(books).toEqual({ provider_balance: 0, buyer_payments_held: 0, seller_payable: 0, platform_fees: 0, disputed_funds: 0, provider_fees: 0 });
    });
  });

  describe("the payment provider's fee", () => {
    /** Stripe's 1.5 % + 0.25 of 96.05: 1.44 + 0.25. */
    const fee = { balanceTransactionId: 'txn_1', orderId: 'o1', feeCents: 169 };

    it('is an expense taken from the provider balance, named by the balance transaction that took it', () => {
      const posting = providerFeePosting(fee, at);
      expect(posting).toMatchObject({ kind: 'provider_fee', reference: 'provider-fee:txn_1', providerReference: 'txn_1', orderId: 'o1' });
      expect(posting.entries).toEqual([
        { account: 'provider_fees', sellerId: null, amountCents: 169 },
        { account: 'provider_balance', sellerId: null, amountCents: -169 },
      ]);
      const books = totals([paymentPosting(order(), at), posting]);
      // What the provider holds for the payment is its net: 96.05 − 1.69.
      expect(balanceOf('provider_balance', books.provider_balance)).toBe(9436);
      expect(balanceOf('provider_fees', books.provider_fees)).toBe(169);
      expect(balanceOf('platform_fees', books.platform_fees)).toBe(505);
    });

    it('stays spent when the payment is refunded: the provider keeps it, the platform bears it', () => {
      const books = totals([paymentPosting(order(), at), providerFeePosting(fee, at), fullRefundPosting(order(), at)]);
      expect(books).toEqual({ provider_balance: -169, buyer_payments_held: 0, seller_payable: 0, platform_fees: 0, disputed_funds: 0, provider_fees: 169 });
    });

    it('leaves the seller paid in full: the platform keeps its fees less the provider\'s', () => {
      const books = totals([paymentPosting(order(), at), providerFeePosting(fee, at), releasePosting(order(), at), transferPosting({ payoutId: 'p1', sellerId: 's1', amountCents: 8645 }, at)]);
      expect(books).toEqual({ provider_balance: 960 - 169, buyer_payments_held: 0, seller_payable: 0, platform_fees: -960, disputed_funds: 0, provider_fees: 169 });
    });

    it('is refused when it is not whole cents; a zero fee is no transaction', () => {
      expect(() => providerFeePosting({ ...fee, feeCents: 1.5 }, at)).toThrow('whole cents');
      expect(() => providerFeePosting({ ...fee, feeCents: 0 }, at)).toThrow('at least two accounts');
    });
  });

  it('leaves out a zero line (no fee) and refuses a transaction that could not balance', () => {
    const free = paymentPosting({ ...order(), buyerFeeCents: 0, totalCents: 9100 }, at);
    expect(free.entries.map((entry) => entry.account)).toEqual(['provider_balance', 'buyer_payments_held']);
    expect(() => paymentPosting({ ...order(), totalCents: 9606 }, at)).toThrow('entries sum to 1, not 0');
    expect(() => transferPosting({ payoutId: 'p', sellerId: 's', amountCents: 0.5 }, at)).toThrow('whole cents');
  });

  it("balances whatever mix of many orders is paid (with the provider's fee), refunded, released and paid out", () => {
    let seed = 7;
    const random = (below: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % below;
    const transactions: LedgerTransaction[] = [];
    const owed = new Map<string, number>();
    for (let index = 0; index < 2_000; index++) {
      const ticketsCents = 100 + random(100_000);
      const buyerFeeCents = random(5_000);
      const sale = { orderId: `o${index}`, sellerId: `s${random(30)}`, ticketsCents, buyerFeeCents, totalCents: ticketsCents + buyerFeeCents, sellerFeeCents: random(ticketsCents) };
      transactions.push(paymentPosting(sale, at));
      transactions.push(providerFeePosting({ balanceTransactionId: `txn_${index}`, orderId: sale.orderId, feeCents: Math.floor((sale.totalCents * 150 + 5_000) / 10_000) + 25 }, at));
      const dispute = { disputeId: `d${index}`, orderId: sale.orderId, amountCents: sale.totalCents };
      if (random(10) === 0) transactions.push(fullRefundPosting(sale, at));
      else if (random(20) === 0) transactions.push(disputeOpenedPosting(dispute, at), disputeLostPosting({ ...dispute, sellerId: sale.sellerId, heldCents: sale.ticketsCents, releasedCents: 0 }, at));
      else if (random(3) > 0) {
        transactions.push(releasePosting(sale, at));
        owed.set(sale.sellerId, (owed.get(sale.sellerId) ?? 0) + sale.ticketsCents - sale.sellerFeeCents);
      }
    }
    for (const [sellerId, amountCents] of owed) if (amountCents > 0) transactions.push(transferPosting({ payoutId: `p-${sellerId}`, sellerId, amountCents }, at));
    expect(transactions.filter((transaction) => sum(transaction) !== 0)).toEqual([]);
    const books = totals(transactions);
    expect(Object.values(books).reduce((total, cents) => total + cents, 0)).toBe(0);
    expect(books.seller_payable).toBe(0);
    expect(new Set(transactions.map((transaction) => transaction.reference)).size).toBe(transactions.length);
  });
});
