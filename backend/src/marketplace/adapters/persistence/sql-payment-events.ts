import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { PaymentEvents, type PaymentEvent } from '../../application/ports/payment-events.js';

@Injectable()
export class SqlPaymentEvents extends PaymentEvents {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async record(event: PaymentEvent): Promise<boolean> {
    const rows = await this.sql.rows(
      `INSERT INTO payment_events (id, type, order_id, payload) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, event.orderId, JSON.stringify(event.payload)],
    );
    return rows.length === 1;
  }

  async markHandled(eventId: string): Promise<void> {
    await this.sql.rows(`UPDATE payment_events SET handled_at = now() WHERE id = $1 AND handled_at IS NULL`, [eventId]);
  }
}
