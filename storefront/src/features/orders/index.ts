// The public entry of the orders feature: placing and cancelling an order, its summary and status, the ticket file.
export { useCancelOrder } from './api/cancel-order';
export type { Order } from './api/order';
export { usePlaceOrder } from './api/place-order';
export { CheckoutSummary } from './components/checkout-summary';
export { DownloadTicketButton } from './components/download-ticket-button';
export { OrderStatusBadge } from './components/order-status-badge';
export { useSecondsLeft } from './components/hold-countdown';
