// The public entry of the filters feature: the search text and date range of a market page, kept in its address.
export { readTicketFilters, useTicketFilters, type TicketFilters } from './api/ticket-filters';
export { TicketFiltersBar } from './components/ticket-filters-bar';
