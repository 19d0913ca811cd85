/** Listing states as the spec names them: available is shown as Active. */
export const TICKET_STATUSES = [
  { id: 'available', name: 'bte.status.available' },
  { id: 'sold', name: 'bte.status.sold' },
  { id: 'expired', name: 'bte.status.expired' },
  { id: 'withdrawn', name: 'bte.status.withdrawn' },
];
