/** A provider's webhook event, verified, as the marketplace keeps it: once per event id. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The order it is about, when it names one. */
  orderId: string | null;
  /** The provider's card dispute it is about, when it is a dispute event. */
  disputeId?: string | null;
  payload: unknown;
}

export abstract class PaymentEvents {
  /** Keeps the event unless it was kept before; true when it is new (and so to be handled). */
  abstract record(event: PaymentEvent): Promise<boolean>;
  abstract markHandled(eventId: string): Promise<void>;
}
