export const EVENT_STATUSES = [
  { id: 'scheduled', name: 'bte.status.scheduled' },
  { id: 'cancelled', name: 'bte.status.cancelled' },
  { id: 'finished', name: 'bte.status.finished' },
];
