/** Listing states as the spec names them: available is shown as Active. */
export const TICKET_STATUSES = [
  { id: 'available', name: 'bte.status.available' },
  { id: 'reserved', name: 'bte.status.reserved' },
  { id: 'sold', name: 'bte.status.sold' },
  { id: 'expired', name: 'bte.status.expired' },
  { id: 'withdrawn', name: 'bte.status.withdrawn' },
];
