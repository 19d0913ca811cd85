import type Stripe from 'stripe';
import { unixNow, type CardFee, type EmulatorContext } from '../core/context.js';
import { newId } from '../core/ids.js';
import type { EmulatorState } from '../core/state.js';
import type { Params } from '../http/params.js';
import type { ApiRoute } from '../http/api-route.js';
import { LIST_PARAMS, listPage } from '../http/lists.js';
import { resourceMissing } from '../http/stripe-errors.js';

export interface BalanceMovement {
  /** null: the platform's balance; otherwise the connected account's. */
  account: string | null;
  amount: number;
  currency: string;
  type: Stripe.BalanceTransaction.Type;
  reportingCategory: string;
  source: string;
  description: string | null;
  /** Stripe's processing fee taken from this movement (a card charge's); none for refunds, transfers and the rest. */
  feeCents?: number;
}

/**
 * Stripe's fee for a card charge of `amount` cents: the percentage rounded to the nearest cent (half up), plus the
 * fixed part.
 */
export function cardFeeOf(amount: number, price: CardFee): number {
  return Math.floor((amount * price.percentBasisPoints + 5_000) / 10_000) + price.fixedCents;
}

/**
 * Every movement of money is a balance transaction, available at once (no pending period): its `net` (the amount less
 * Stripe's fee, if any) moves the balance, so the balance is payments − fees − refunds − transfers + reversals and can
 * be reconciled from the list.
 */
export function recordBalanceTransaction(context: EmulatorContext, movement: BalanceMovement): Stripe.BalanceTransaction {
  const created = unixNow();
  const fee = movement.feeCents ?? 0;
  const transaction: Stripe.BalanceTransaction = {
    id: newId('txn'),
    object: 'balance_transaction',
    amount: movement.amount,
    available_on: created,
    balance_type: 'payments',
    created,
    currency: movement.currency,
    description: movement.description,
    exchange_rate: null,
    fee,
    fee_details: fee === 0 ? [] : [{ amount: fee, application: null, currency: movement.currency, description: 'Stripe processing fees', type: 'stripe_fee' }],
    net: movement.amount - fee,
    reporting_category: movement.reportingCategory,
    source: movement.source,
    status: 'available',
    type: movement.type,
  };
  context.state.balance.push({ account: movement.account, transaction });
  return transaction;
}

export function availableAmount(state: EmulatorState, account: string | null, currency: string): number {
  return state.balance
    .filter((entry) => entry.account === account && entry.transaction.currency === currency)
    .reduce((sum, entry) => sum + entry.transaction.net, 0);
}

function balanceOf(state: EmulatorState, account: string | null): Stripe.Balance {
  const currencies = new Set(state.balance.filter((entry) => entry.account === account).map((entry) => entry.transaction.currency));
  if (currencies.size === 0) currencies.add('eur');
  const available = [...currencies].map((currency) => {
    const amount = availableAmount(state, account, currency);
    return { amount, currency, source_types: { card: amount } };
  });
  return {
    object: 'balance',
    available,
    ...(account === null ? { connect_reserved: [...currencies].map((currency) => ({ amount: 0, currency })) } : {}),
    livemode: false,
    pending: [...currencies].map((currency) => ({ amount: 0, currency, source_types: { card: 0 } })),
  };
}

function transactionsOf(state: EmulatorState, account: string | null): Stripe.BalanceTransaction[] {
  return state.balance
    .filter((entry) => entry.account === account)
    .map((entry) => entry.transaction)
    .reverse();
}

/** `created` as Stripe's lists take it: an exact second, or a range of `gt`, `gte`, `lt`, `lte`. */
function createdRange(params: Params): (created: number) => boolean {
  if (!params.has('created')) return () => true;
  let range: Params | undefined;
  try {
    range = params.object('created');
  } catch {
    range = undefined; // a single second, not a range
  }
  if (!range) {
    const exact = params.integer('created');
    return (created) => created === exact;
  }
  range.allowOnly(['gt', 'gte', 'lt', 'lte']);
  const [gt, gte, lt, lte] = (['gt', 'gte', 'lt', 'lte'] as const).map((bound) => range.integer(bound));
  return (created) => (gt === undefined || created > gt) && (gte === undefined || created >= gte) && (lt === undefined || created < lt) && (lte === undefined || created <= lte);
}

export function balanceRoutes(context: EmulatorContext): ApiRoute[] {
  const { state } = context;
  return [
    {
      method: 'GET',
      path: '/v1/balance',
      handler: ({ params, account }) => {
        params.allowOnly(['expand']);
        return balanceOf(state, account);
      },
    },
    {
      method: 'GET',
      path: '/v1/balance_transactions',
      handler: ({ params, account }) => {
        params.allowOnly([...LIST_PARAMS, 'created', 'currency', 'payout', 'source', 'type']);
        const type = params.string('type');
        const source = params.string('source');
        const currency = params.string('currency');
        const created = createdRange(params);
        const matching = transactionsOf(state, account).filter(
          (transaction) =>
            (type === undefined || transaction.type === type) &&
            (source === undefined || transaction.source === source) &&
            (currency === undefined || transaction.currency === currency) &&
            created(transaction.created),
        );
        return listPage(matching, params, '/v1/balance_transactions');
      },
    },
    {
      method: 'GET',
      path: '/v1/balance_transactions/:id',
      handler: ({ params, pathParams, account }) => {
        params.allowOnly(['expand']);
        const transaction = transactionsOf(state, account).find((item) => item.id === pathParams.id);
        if (!transaction) throw resourceMissing('balance transaction', pathParams.id);
        return transaction;
      },
    },
  ];
}
