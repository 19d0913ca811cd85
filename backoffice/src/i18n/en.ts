import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/** react-admin's English plus the back-office's own keys (resources.<name>.fields join here with each resource). */
const en: TranslationMessages = {
  ...englishMessages,
  resources: {
    categories: {
      name: 'Category |||| Categories',
      fields: { key: 'Key', name: 'Name (base)', nameLv: 'Name (Latvian)', nameEn: 'Name (English)', nameEe: 'Name (Estonian)', nameLt: 'Name (Lithuanian)', slug: 'Address (slug)', description: 'Description (base)', descriptionLv: 'Description (Latvian)', descriptionEn: 'Description (English)', descriptionEe: 'Description (Estonian)', descriptionLt: 'Description (Lithuanian)', priority: 'Priority', status: 'Status' },
    },
    events: {
      name: 'Event |||| Events',
      fields: { categoryId: 'Category', title: 'Title', description: 'Description', venue: 'Venue', city: 'City', startsAt: 'Starts', priceRange: 'Price range', status: 'Status', tiers: 'Organiser tickets', 'tiers.name': 'Tier', 'tiers.priceCents': 'Price (cents)', 'tiers.available': 'Available' },
    },
    tickets: {
      name: 'Ticket |||| Tickets',
      fields: { title: 'Title', description: 'Description', eventDate: 'Event date', venue: 'Venue', priceCents: 'Total', quantity: 'Quantity', sellerEmail: 'Seller', status: 'Status', createdAt: 'Listed', withdrawnReason: 'Withdrawal reason' },
    },
    orders: {
      name: 'Order |||| Orders',
      fields: { id: 'Order number', ticketTitle: 'Ticket', buyerEmail: 'Buyer', sellerEmail: 'Seller', amountCents: 'Amount', createdAt: 'Date' },
    },
  },
  bte: {
    auth: {
      sign_in: 'Please sign in with an administrator account.',
      admin_required: 'Administrator privileges required',
      invalid_credentials: 'Invalid email or password.',
    },
    status: { active: 'Active', inactive: 'Inactive', scheduled: 'Scheduled', cancelled: 'Cancelled', finished: 'Finished', available: 'Active', sold: 'Sold', expired: 'Expired', withdrawn: 'Withdrawn' },
    categories: { slug_help: 'Leave empty to use the standard address.' },
    tickets: { withdraw: 'Withdraw', withdraw_reason: 'Why is this listing withdrawn? The seller receives this text by email.', withdrawn: 'The listing was withdrawn and the seller informed.' },
    dashboard: {
      title: 'Baltic Ticket Exchange back-office',
      welcome:
        'The staff workspace of the ticket exchange for Latvia, Lithuania and Estonia. Users, tickets and subscribers will be managed here.',
    },
  },
};

export default en;
