// The public entry of the tickets feature: what other features may use. Everything else is its own.
export { availableTicketsQuery, eventOffersQuery, useEventOffers, type Ticket } from './api/tickets';
export { SELL_PARAM } from './components/empty-ticket-list';
export { DeleteTicketDialog } from './components/delete-ticket-dialog';
export { TicketList } from './components/ticket-list';
