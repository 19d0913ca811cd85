export const CATEGORY_STATUSES = [
  { id: 'active', name: 'bte.status.active' },
  { id: 'inactive', name: 'bte.status.inactive' },
];
