import type Stripe from 'stripe';
import { unixNow, type EmulatorContext } from '../core/context.js';
import type { RequestOrigin } from '../core/event-log.js';
import { newId } from '../core/ids.js';
import { formatAmount } from '../core/money.js';
import type { ApiRoute } from '../http/api-route.js';
import { LIST_PARAMS, listPage } from '../http/lists.js';
import type { Params } from '../http/params.js';
import { invalidRequest, referencedResourceMissing, resourceMissing } from '../http/stripe-errors.js';
import { availableAmount, recordBalanceTransaction } from './balance.js';

const CREATE_PARAMS = ['amount', 'currency', 'description', 'destination', 'expand', 'metadata', 'source_transaction', 'source_type', 'transfer_group'] as const;
const REVERSAL_PARAMS = ['amount', 'description', 'expand', 'metadata', 'refund_application_fee'] as const;

const INSUFFICIENT_BALANCE =
  'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card. See: https://stripe.com/docs/testing#available-balance';

function findTransfer(context: EmulatorContext, id: string): Stripe.Transfer {
  const transfer = context.state.transfers.get(id);
  if (!transfer) throw resourceMissing('transfer', id);
  return transfer;
}

/** Separate charges and transfers: from the platform's available balance to a connected account that can receive. */
function createTransfer(context: EmulatorContext, params: Params, origin: RequestOrigin): Stripe.Transfer {
  params.allowOnly(CREATE_PARAMS);
  const amount = params.requiredInteger('amount', { min: 1 });
  const currency = params.requiredString('currency').toLowerCase();
  const destinationId = params.requiredString('destination');
  const metadata = params.metadata();
  const sourceTransaction = params.string('source_transaction') ?? null;
  const destination = context.state.accounts.get(destinationId);
  if (!destination) throw invalidRequest(`No such destination: '${destinationId}'`, { param: 'destination', code: 'resource_missing' });
  if (sourceTransaction !== null) {
    const charge = context.state.charges.get(sourceTransaction);
    if (!charge || charge.status !== 'succeeded') throw referencedResourceMissing('charge', sourceTransaction, 'source_transaction');
  }
  if (destination.capabilities?.transfers !== 'active') {
    throw invalidRequest('Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', {
      param: 'destination',
      code: 'insufficient_capabilities_for_transfer',
    });
  }
  if (availableAmount(context.state, null, currency) < amount) throw invalidRequest(INSUFFICIENT_BALANCE, { code: 'balance_insufficient' });

  const id = newId('tr');
  const destinationPayment = newId('py');
  const transfer: Stripe.Transfer = {
    id,
    object: 'transfer',
    amount,
    amount_reversed: 0,
    balance_transaction: null,
    created: unixNow(),
    currency,
    description: params.string('description') ?? null,
    destination: destinationId,
    destination_payment: destinationPayment,
    livemode: false,
    metadata,
    reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
    reversed: false,
    source_transaction: sourceTransaction,
    source_type: 'card',
    transfer_group: params.string('transfer_group') ?? null,
  };
  transfer.balance_transaction = recordBalanceTransaction(context, {
    account: null, amount: -amount, currency, type: 'transfer', reportingCategory: 'transfer', source: id, description: transfer.description,
  }).id;
  recordBalanceTransaction(context, {
    account: destinationId, amount, currency, type: 'payment', reportingCategory: 'charge', source: destinationPayment, description: null,
  });
  context.state.transfers.set(id, transfer);
  context.events.publish('transfer.created', transfer, { request: origin });
  return transfer;
}

/** Takes money back from the connected account, never more than is left of the transfer. */
function reverseTransfer(context: EmulatorContext, transfer: Stripe.Transfer, params: Params, origin: RequestOrigin): Stripe.TransferReversal {
  params.allowOnly(REVERSAL_PARAMS);
  const requested = params.integer('amount', { min: 1 });
  const metadata = params.metadata();
  const remaining = transfer.amount - transfer.amount_reversed;
  if (remaining === 0) throw invalidRequest(`Transfer ${transfer.id} has already been fully reversed.`);
  const amount = requested ?? remaining;
  if (amount > remaining) {
    throw invalidRequest(
      `Reversal amount (${formatAmount(amount, transfer.currency)}) is greater than the amount that can be reversed on this transfer (${formatAmount(remaining, transfer.currency)}).`,
      { param: 'amount', code: 'amount_too_large' },
    );
  }

  const id = newId('trr');
  const reversal: Stripe.TransferReversal = {
    id,
    object: 'transfer_reversal',
    amount,
    balance_transaction: null,
    created: unixNow(),
    currency: transfer.currency,
    destination_payment_refund: newId('pyr'),
    metadata,
    source_refund: null,
    transfer: transfer.id,
  };
  reversal.balance_transaction = recordBalanceTransaction(context, {
    account: null, amount, currency: transfer.currency, type: 'transfer_refund', reportingCategory: 'transfer_reversal', source: id, description: null,
  }).id;
  recordBalanceTransaction(context, {
    account: String(transfer.destination), amount: -amount, currency: transfer.currency, type: 'payment_refund', reportingCategory: 'refund',
    source: String(reversal.destination_payment_refund), description: null,
  });
  context.state.reversals.set(id, reversal);

  const previous = { amount_reversed: transfer.amount_reversed, reversed: transfer.reversed };
  transfer.amount_reversed += amount;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  transfer.reversals.data.unshift(reversal);
  context.events.publish('transfer.reversed', transfer, { request: origin, previousAttributes: previous });
  return reversal;
}

export function transferRoutes(context: EmulatorContext): ApiRoute[] {
  const { state } = context;
  const reversalsOf = (transfer: Stripe.Transfer) => [...state.reversals.values()].filter((reversal) => reversal.transfer === transfer.id).reverse();
  return [
    { method: 'POST', path: '/v1/transfers', handler: ({ params, origin }) => createTransfer(context, params, origin) },
    {
      method: 'GET',
      path: '/v1/transfers',
      handler: ({ params }) => {
        params.allowOnly([...LIST_PARAMS, 'created', 'destination', 'transfer_group']);
        const destination = params.string('destination');
        const group = params.string('transfer_group');
        const transfers = [...state.transfers.values()]
          .filter((transfer) => (destination === undefined || transfer.destination === destination) && (group === undefined || transfer.transfer_group === group))
          .reverse();
        return listPage(transfers, params, '/v1/transfers');
      },
    },
    {
      method: 'GET',
      path: '/v1/transfers/:id',
      handler: ({ params, pathParams }) => {
        params.allowOnly(['expand']);
        return findTransfer(context, pathParams.id);
      },
    },
    {
      method: 'POST',
      path: '/v1/transfers/:id/reversals',
      handler: ({ params, pathParams, origin }) => reverseTransfer(context, findTransfer(context, pathParams.id), params, origin),
    },
    {
      method: 'GET',
      path: '/v1/transfers/:id/reversals',
      handler: ({ params, pathParams }) => {
        params.allowOnly([...LIST_PARAMS]);
        const transfer = findTransfer(context, pathParams.id);
        return listPage(reversalsOf(transfer), params, `/v1/transfers/${transfer.id}/reversals`);
      },
    },
    {
      method: 'GET',
      path: '/v1/transfers/:id/reversals/:reversal',
      handler: ({ params, pathParams }) => {
        params.allowOnly(['expand']);
        const reversal = reversalsOf(findTransfer(context, pathParams.id)).find((item) => item.id === pathParams.reversal);
        if (!reversal) throw resourceMissing('transfer_reversal', pathParams.reversal);
        return reversal;
      },
    },
  ];
}
