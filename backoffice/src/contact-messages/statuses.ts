/** A contact message is new until a staff member marks it handled or answers it. */
export const CONTACT_MESSAGE_STATUSES = [
  { id: 'new', name: 'bte.contact_messages.status.new' },
  { id: 'handled', name: 'bte.contact_messages.status.handled' },
];
