import { beforeEach, describe, expect, it } from '@jest/globals';
import { ActivityLog, type ActivityKind } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import type { CheckoutTerms } from '../domain/checkout-terms.js';
import type { FeeRules } from '../domain/fees.js';
import { ChangeCheckoutSettings } from './change-checkout-settings.use-case.js';
import { CheckoutSettings, type CheckoutSettingsView } from './ports/checkout-settings.js';

const CONCERTS = '0b6e8f2a-3c1d-4e5f-8a9b-0c1d2e3f4a5b';
const THEATRE = '1c7f903b-4d2e-4f60-9bac-1d2e3f4a5b6c';

/** One transaction at a time, rolled back when the work throws: what was written inside it is undone. */
class MemoryTransactions extends TransactionRunner {
  open = false;
  constructor(private readonly state: { settings: CheckoutSettingsView; entries: unknown[] }) {
    super();
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    const before = structuredClone(this.state);
    this.open = true;
    try {
      return await work();
    } catch (error) {
      Object.assign(this.state, before);
      throw error;
    } finally {
      this.open = false;
    }
  }
}

class MemorySettings extends CheckoutSettings {
  constructor(
    private readonly state: { settings: CheckoutSettingsView },
    private readonly categories: string[],
    private readonly transactions: MemoryTransactions,
  ) {
    super();
  }
  current() {
    return Promise.resolve(structuredClone(this.state.settings));
  }
  currentForChange() {
    if (!this.transactions.open) throw new Error('locked outside a transaction');
    return this.current();
  }
  update(settings: CheckoutSettingsView) {
    if (!this.transactions.open) throw new Error('written outside a transaction');
    this.state.settings = structuredClone(settings);
    return Promise.resolve();
  }
  unknownCategories(ids: string[]) {
    return Promise.resolve(ids.filter((id) => !this.categories.includes(id)));
  }
}

class MemoryActivity extends ActivityLog {
  constructor(
    private readonly state: { entries: unknown[] },
    private readonly transactions: MemoryTransactions,
  ) {
    super();
  }
  record(kind: ActivityKind, details: Record<string, string | number>, actor?: string) {
    if (!this.transactions.open) throw new Error('recorded outside the transaction');
    this.state.entries.push({ kind, details, actor });
    return Promise.resolve();
  }
}

const fees = (buyer: [number, number], seller: [number, number]): FeeRules => ({
  buyer: { percentBasisPoints: buyer[0], fixedCents: buyer[1] },
  seller: { percentBasisPoints: seller[0], fixedCents: seller[1] },
});
const DEFAULTS: CheckoutTerms = { holdMinutes: 10, fees: fees([500, 50], [500, 0]), categoryFees: [] };

describe('changing the checkout settings', () => {
  let state: { settings: CheckoutSettingsView; entries: unknown[] };
  let change: ChangeCheckoutSettings;

  beforeEach(() => {
    state = { settings: structuredClone(DEFAULTS), entries: [] };
    const transactions = new MemoryTransactions(state);
    change = new ChangeCheckoutSettings(new MemorySettings(state, [CONCERTS, THEATRE], transactions), new MemoryActivity(state, transactions), transactions);
  });

  async function refusal(terms: CheckoutTerms): Promise<DomainError> {
    const error = await change.execute(terms, 'admin@example.lv').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    // Refused: nothing written, nothing recorded.
    expect(state.settings).toEqual(DEFAULTS);
    expect(state.entries).toEqual([]);
    return error as DomainError;
  }

  it('refuses a hold outside 1 to 30 whole minutes', async () => {
    for (const holdMinutes of [0, 31, 2.5, Number.NaN]) {
      const error = await refusal({ ...DEFAULTS, holdMinutes });
      expect([error.code, error.params]).toEqual(['marketplace.hold_minutes_invalid', { min: 1, max: 30 }]);
    }
  });

  it("names the fee that is out of bounds, and the category whose own fee it is", async () => {
    const tooMuch = await refusal({ ...DEFAULTS, fees: fees([5_001, 0], [500, 0]) });
    expect([tooMuch.code, tooMuch.params]).toEqual(['marketplace.buyer_fee_invalid', { maxPercent: 50, maxFixed: '100,00\u00a0€' }]);
    expect((await refusal({ ...DEFAULTS, fees: fees([500, 0], [500, 10_001]) })).code).toBe('marketplace.seller_fee_invalid');
    expect((await refusal({ ...DEFAULTS, fees: fees([-1, 0], [500, 0]) })).code).toBe('marketplace.buyer_fee_invalid');
    expect((await refusal({ ...DEFAULTS, fees: fees([500, 0.5], [500, 0]) })).code).toBe('marketplace.buyer_fee_invalid');
    const ofCategory = await refusal({ ...DEFAULTS, categoryFees: [{ categoryId: CONCERTS, fees: fees([500, 0], [7_500, 0]) }] });
    expect([ofCategory.code, ofCategory.params]).toEqual(['marketplace.seller_fee_invalid', { maxPercent: 50, maxFixed: '100,00\u00a0€', categoryId: CONCERTS }]);
  });

  it('refuses a category listed twice, however its id is written, and a category that does not exist', async () => {
    const twice = await refusal({ ...DEFAULTS, categoryFees: [{ categoryId: CONCERTS, fees: fees([300, 0], [200, 0]) }, { categoryId: CONCERTS.toUpperCase(), fees: fees([400, 0], [200, 0]) }] });
    expect([twice.code, twice.params]).toEqual(['marketplace.category_fees_twice', { categoryId: CONCERTS.toUpperCase() }]);
    const unknown = '2d80a14c-5e3f-4071-8cbd-2e3f4a5b6c7d';
    const error = await refusal({ ...DEFAULTS, categoryFees: [{ categoryId: CONCERTS, fees: fees([300, 0], [200, 0]) }, { categoryId: unknown, fees: fees([300, 0], [200, 0]) }] });
    expect([error.code, error.params]).toEqual(['marketplace.category_fees_unknown_category', { categoryId: unknown }]);
  });

  it('accepts the bounds themselves', async () => {
    const edge: CheckoutTerms = { holdMinutes: 30, fees: fees([5_000, 10_000], [0, 0]), categoryFees: [] };
    await change.execute(edge, 'admin@example.lv');
    expect(state.settings).toEqual(edge);
    await change.execute({ ...edge, holdMinutes: 1 }, 'admin@example.lv');
    expect(state.settings.holdMinutes).toBe(1);
  });

  it('writes the settings and records what changed, from what to what, and who changed it', async () => {
    const terms: CheckoutTerms = { holdMinutes: 15, fees: fees([600, 50], [500, 0]), categoryFees: [{ categoryId: CONCERTS, fees: fees([300, 0], [200, 0]) }] };
    await change.execute(terms, 'admin@example.lv');
    expect(state.settings).toEqual(terms);
    expect(state.entries).toEqual([
      {
        kind: 'system.updated',
        details: { change: 'checkout settings updated', hold: 'hold: 10 → 15 min', buyerFee: 'buyer fee: 5.00 % + 0.50 EUR → 6.00 % + 0.50 EUR', categoryFees: 'category fees: 1 added, 0 changed, 0 removed' },
        actor: 'admin@example.lv',
      },
    ]);

    await change.execute({ ...terms, categoryFees: [{ categoryId: THEATRE, fees: fees([0, 0], [0, 0]) }] }, 'other@example.lv');
    expect(state.entries[1]).toEqual({ kind: 'system.updated', details: { change: 'checkout settings updated', categoryFees: 'category fees: 1 added, 0 changed, 1 removed' }, actor: 'other@example.lv' });
  });

  it('records nothing when the same settings are saved again', async () => {
    await change.execute(structuredClone(DEFAULTS), 'admin@example.lv');
    expect(state.entries).toEqual([]);
  });
});
