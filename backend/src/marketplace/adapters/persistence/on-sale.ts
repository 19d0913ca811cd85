/**
 * The domain's isOnSale (marketplace/domain/listing.ts) in SQL, for the ticket alias `t` on the given day: the public
 * lists and the purchase statement use it, so a listing a withdrawal missed is still neither shown nor sold.
 */
export const ON_SALE = (t: string, today: string) => `${t}.status = 'available' AND ${t}.event_date >= ${today}
  AND EXISTS (SELECT 1 FROM users seller WHERE seller.id = ${t}.seller_id AND seller.status = 'active')
  AND EXISTS (SELECT 1 FROM categories category WHERE category.id = ${t}.category_id AND category.status = 'active')
  AND NOT EXISTS (SELECT 1 FROM events event WHERE event.id = ${t}.event_id AND event.status = 'cancelled')`;
