/** An order's states, as the API names them (docs/adr/0017-paid-checkout.md). */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'expired', 'cancelled', 'refunded', 'completed', 'disputed'].map((id) => ({ id, name: `bte.status.${id}` }));
