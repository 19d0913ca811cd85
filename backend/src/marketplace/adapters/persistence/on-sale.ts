/**
 * The domain's isOnSale (marketplace/domain/listing.ts) in SQL, for the ticket alias `t` on the given day: the public
 * lists and the purchase statement use it, so a listing a withdrawal missed is still neither shown nor sold.
 */
export const ON_SALE = (t: string, today: string, buyer?: string) => `${t}.status = 'available' AND ${t}.event_date >= ${today}
  AND ${SELLER_ACTIVE(t)} AND ${CATALOGUE_OPEN(t)} AND ${WAITING_LIST_FREE(t, buyer)}`;

/**
 * The waiting list's part (ADR 0027): a listing waiting for the matching is nobody's yet, and tickets offered to a
 * waiting fan are theirs alone (`buyer`, when the statement has one) until the offer lapses.
 */
const WAITING_LIST_FREE = (t: string, buyer?: string) =>
  `NOT ${t}.waitlist_pending AND (${t}.offered_to IS NULL${buyer ? ` OR ${t}.offered_to = ${buyer}` : ''})`;

/** The seller's account is active: the listing's part of isOnSale that identity decides (through the view it publishes). */
export const SELLER_ACTIVE = (t: string) => `EXISTS (SELECT 1 FROM identity_member_names seller WHERE seller.id = ${t}.seller_id AND seller.status = 'active')`;

/** Its category is active and its event, if any, not cancelled: the part that the catalogue decides (through its views). */
export const CATALOGUE_OPEN = (t: string) => `(EXISTS (SELECT 1 FROM catalog_category_refs category WHERE category.id = ${t}.category_id AND category.status = 'active')
  AND NOT EXISTS (SELECT 1 FROM catalog_event_refs event WHERE event.id = ${t}.event_id AND event.status = 'cancelled'))`;
