export const USER_STATUSES = [
  { id: 'active', name: 'bte.status.active' },
  { id: 'inactive', name: 'bte.status.inactive' },
];

/** The API filters on the text "true" / "false". */
export const CONFIRMED_CHOICES = [
  { id: 'true', name: 'bte.users.confirmed' },
  { id: 'false', name: 'bte.users.unconfirmed' },
];
