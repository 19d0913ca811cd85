import { addDays, isCalendarDay, rigaDay, startOfRigaDay } from '../../shared/domain/riga-time.js';

/**
 * The daily reconciliation of the books against the payment provider (issue 18, ADR 0024). For one Riga day, every
 * movement of the platform's balance the provider reports is matched with the ledger transactions that moved
 * `provider_balance` by the provider's object they record: a payment by its payment intent, a refund by its refund,
 * a transfer by its transfer. Amounts are signed as the provider signs them: money in is positive. The provider's fee
 * kept out of a movement (a card charge's processing fee) is a movement of its own, named by the balance transaction
 * that took it, as the books' `provider_fee` transaction names it: the gross payment and its fee are matched apart,
 * and together they are what the balance moved (the transaction's net).
 */

/** One movement of the platform's balance at the provider (a balance transaction). */
export interface ProviderMovement {
  /** The provider's balance transaction. */
  id: string;
  /** charge, refund, transfer, transfer_reversal, adjustment… as the provider names it; `stripe_fee` for a fee kept out of one. */
  type: string;
  /** The object it records, as the books name it (for a charge, its payment intent). */
  reference: string;
  amountCents: number;
  createdAt: Date;
}

/** One ledger transaction that moved the provider balance: the sum of its provider_balance entries. */
export interface LedgerMovement {
  /** Our reference (`order:<id>:payment`…). */
  reference: string;
  kind: string;
  /** The provider's object it records; null for a transaction posted without one. */
  providerReference: string | null;
  amountCents: number;
  occurredAt: Date;
}

export type ReconciliationDifference =
  | { kind: 'missing_in_ledger'; providerReference: string; providerTransactionId: string; providerType: string; providerAmountCents: number; at: string }
  | { kind: 'missing_at_provider'; providerReference: string | null; ledgerReferences: string[]; ledgerAmountCents: number; at: string }
  | { kind: 'amount_mismatch'; providerReference: string; providerTransactionId: string; ledgerReferences: string[]; providerAmountCents: number; ledgerAmountCents: number; at: string };

export interface ReconciliationOutcome {
  providerCount: number;
  ledgerCount: number;
  matchedCount: number;
  differences: ReconciliationDifference[];
}

/**
 * Movements are compared over the day itself, but a movement's counterpart may fall on the next or the previous day
 * (a payment recorded a few seconds after midnight, a transfer confirmed by the next run): the provider's side is
 * read this far around the day, and the books' side by reference wherever it is.
 */
const RECONCILIATION_MARGIN_DAYS = 1;

/** The instants a Riga day (YYYY-MM-DD) begins and ends; null for anything that is not a calendar day. */
export function rigaDayBounds(day: string): { start: Date; end: Date } | null {
  const start = startOfRigaDay(day);
  if (!start || !isCalendarDay(day)) return null;
  // The next calendar day's start (23, 24 or 25 hours later).
  const end = startOfRigaDay(rigaDay(addDays(start, 1.5)))!;
  return { start, end };
}

/** The day before the instant's Riga day: what the nightly run reconciles. */
export function previousRigaDay(now: Date): string {
  return rigaDay(addDays(startOfRigaDay(rigaDay(now))!, -0.5));
}

/** The window the provider's movements are read over for a day: the day and its margin on both sides. */
export function providerWindow(bounds: { start: Date; end: Date }): { from: Date; to: Date } {
  return { from: addDays(bounds.start, -RECONCILIATION_MARGIN_DAYS), to: addDays(bounds.end, RECONCILIATION_MARGIN_DAYS) };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const sum = (items: readonly { amountCents: number }[]) => items.reduce((total, item) => total + item.amountCents, 0);

/**
 * Matches one day.
 * - `provider`: the provider's movements over `providerWindow(bounds)`;
 * - `ledger`: the books' movements that occurred in the day, and those recording any provider object of the day
 *   (whenever they occurred).
 * A provider object of the day is matched when the books hold the same amount for it, whatever day they recorded it;
 * a ledger movement of the day is missing at the provider only when nothing of it is in the provider's window.
 */
export function reconcileDay(bounds: { start: Date; end: Date }, provider: readonly ProviderMovement[], ledger: readonly LedgerMovement[]): ReconciliationOutcome {
  const inDay = (at: Date) => at.getTime() >= bounds.start.getTime() && at.getTime() < bounds.end.getTime();
  const providerOfDay = provider.filter((movement) => inDay(movement.createdAt));
  const providerByReference = groupBy(provider, (movement) => movement.reference);
  const providerOfDayByReference = groupBy(providerOfDay, (movement) => movement.reference);
  const ledgerByReference = groupBy(
    ledger.filter((movement) => movement.providerReference !== null),
    (movement) => movement.providerReference!,
  );
  const differences: ReconciliationDifference[] = [];
  let matchedCount = 0;

  for (const [reference, movements] of providerOfDayByReference) {
    const first = movements[0];
    const providerAmountCents = sum(providerByReference.get(reference)!);
    const booked = ledgerByReference.get(reference);
    const at = first.createdAt.toISOString();
    if (!booked) {
      differences.push({ kind: 'missing_in_ledger', providerReference: reference, providerTransactionId: first.id, providerType: first.type, providerAmountCents, at });
    } else if (sum(booked) !== providerAmountCents) {
      differences.push({
        kind: 'amount_mismatch',
        providerReference: reference,
        providerTransactionId: first.id,
        ledgerReferences: booked.map((movement) => movement.reference),
        providerAmountCents,
        ledgerAmountCents: sum(booked),
        at,
      });
    } else {
      matchedCount++;
    }
  }

  const ledgerOfDay = ledger.filter((movement) => inDay(movement.occurredAt));
  for (const movement of ledgerOfDay) {
    if (movement.providerReference !== null && providerByReference.has(movement.providerReference)) continue;
    differences.push({
      kind: 'missing_at_provider',
      providerReference: movement.providerReference,
      ledgerReferences: [movement.reference],
      ledgerAmountCents: movement.amountCents,
      at: movement.occurredAt.toISOString(),
    });
  }

  return {
    providerCount: providerOfDay.length,
    ledgerCount: ledgerOfDay.length,
    matchedCount,
    differences: differences.sort((a, b) => a.at.localeCompare(b.at)),
  };
}
