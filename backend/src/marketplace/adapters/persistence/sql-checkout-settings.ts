import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { CheckoutSettings, type CheckoutSettingsView } from '../../application/ports/checkout-settings.js';

const FEES = `json_build_object(
  'buyer', json_build_object('percentBasisPoints', buyer_fee_basis_points, 'fixedCents', buyer_fee_fixed_cents),
  'seller', json_build_object('percentBasisPoints', seller_fee_basis_points, 'fixedCents', seller_fee_fixed_cents))`;

@Injectable()
export class SqlCheckoutSettings extends CheckoutSettings {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  current(): Promise<CheckoutSettingsView> {
    return this.read('');
  }

  currentForChange(): Promise<CheckoutSettingsView> {
    return this.read('FOR UPDATE');
  }

  /** A category's own fees are shown while the category exists (a deleted category's row stays until the next change). */
  private async read(lock: '' | 'FOR UPDATE'): Promise<CheckoutSettingsView> {
    const row = await this.sql.one<CheckoutSettingsView>(
      `SELECT s.hold_minutes AS "holdMinutes", ${FEES} AS fees,
         COALESCE((SELECT json_agg(json_build_object('categoryId', c.category_id, 'fees', ${FEES.replaceAll('buyer_fee', 'c.buyer_fee').replaceAll('seller_fee', 'c.seller_fee')}) ORDER BY c.category_id)
           FROM category_fees c WHERE EXISTS (SELECT 1 FROM catalog_category_refs category WHERE category.id = c.category_id)), '[]') AS "categoryFees"
       FROM checkout_settings s ${lock}`,
    );
    if (!row) throw new Error('checkout_settings has no row: the migration inserts it');
    return row;
  }

  async unknownCategories(categoryIds: string[]): Promise<string[]> {
    const rows = await this.sql.rows<{ id: string }>(
      `SELECT given.id::text AS id FROM unnest($1::uuid[]) AS given (id)
       WHERE NOT EXISTS (SELECT 1 FROM catalog_category_refs category WHERE category.id = given.id)`,
      [categoryIds],
    );
    return rows.map((row) => row.id);
  }

  async update(settings: CheckoutSettingsView): Promise<void> {
    const { buyer, seller } = settings.fees;
    await this.sql.rows(
      `UPDATE checkout_settings SET hold_minutes = $1, buyer_fee_basis_points = $2, buyer_fee_fixed_cents = $3,
         seller_fee_basis_points = $4, seller_fee_fixed_cents = $5, updated_at = now()`,
      [settings.holdMinutes, buyer.percentBasisPoints, buyer.fixedCents, seller.percentBasisPoints, seller.fixedCents],
    );
    await this.sql.rows(`DELETE FROM category_fees WHERE NOT (category_id = ANY($1::uuid[]))`, [settings.categoryFees.map((entry) => entry.categoryId)]);
    for (const { categoryId, fees } of settings.categoryFees) {
      await this.sql.rows(
        `INSERT INTO category_fees (category_id, buyer_fee_basis_points, buyer_fee_fixed_cents, seller_fee_basis_points, seller_fee_fixed_cents)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (category_id) DO UPDATE SET buyer_fee_basis_points = $2, buyer_fee_fixed_cents = $3, seller_fee_basis_points = $4,
           seller_fee_fixed_cents = $5, updated_at = now()`,
        [categoryId, fees.buyer.percentBasisPoints, fees.buyer.fixedCents, fees.seller.percentBasisPoints, fees.seller.fixedCents],
      );
    }
  }
}
