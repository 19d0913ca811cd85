import type { Language } from '../../shared/domain/language.js';

/** Everything kept about a person, as their export file holds it (GDPR articles 15 and 20). Times are ISO 8601. */
export interface AccountExport {
  exportedAt: string;
  profile: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    status: 'active' | 'inactive';
    preferredLanguage: Language;
    emailConfirmed: boolean;
    hasAvatar: boolean;
    createdAt: string;
    lastSignInAt: string | null;
  };
  signIns: { signedInAt: string; lastActiveAt: string; endedAt: string | null; expiresAt: string }[];
  listings: {
    id: string;
    title: string;
    description: string;
    eventDate: string;
    eventTime: string | null;
    venue: string;
    seat: { section: string | null; row: string | null; number: string | null };
    quantity: number;
    pricePerUnitCents: number;
    currency: string;
    status: string;
    withdrawnReason: string | null;
    createdAt: string;
    updatedAt: string;
    deletedAt: string | null;
  }[];
  orders: {
    id: string;
    role: 'buyer' | 'seller';
    ticketTitle: string;
    eventDate: string;
    status: string;
    quantity: number;
    ticketsCents: number;
    buyerFeeCents: number;
    sellerFeeCents: number;
    totalCents: number;
    createdAt: string;
    paidAt: string | null;
    closedAt: string | null;
  }[];
  subscriptions: { kind: 'newsletter'; email: string; language: Language; status: 'pending' | 'confirmed'; subscribedAt: string }[];
  consents: { purpose: 'newsletter'; status: 'pending' | 'confirmed'; givenAt: string }[];
}
