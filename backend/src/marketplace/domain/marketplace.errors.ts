import { DomainError } from '../../shared/domain/domain-error.js';
import { Money } from '../../shared/domain/money.js';

interface FeeBounds {
  maxPercent: number;
  maxFixed: string;
  categoryId?: string;
}

const feeBoundsParams = ({ maxPercent, maxFixed, categoryId }: FeeBounds) => ({ maxPercent, maxFixed, ...(categoryId === undefined ? {} : { categoryId }) });

export const MarketplaceErrors = {
  ticketNotFound: () => new DomainError('marketplace.ticket_not_found', {}, 'not-found'),
  orderNotFound: () => new DomainError('marketplace.order_not_found', {}, 'not-found'),
  notSellerToUpdate: () => new DomainError('marketplace.not_seller_update', {}, 'forbidden'),
  notSellerToDelete: () => new DomainError('marketplace.not_seller_delete', {}, 'forbidden'),
  loginToDelete: () => new DomainError('marketplace.login_to_delete', {}, 'unauthenticated'),
  notAvailable: () => new DomainError('marketplace.not_available', {}, 'conflict'),
  alreadySold: () => new DomainError('marketplace.already_sold', {}, 'conflict'),
  /** The listing exists but is not offered any more: its event has passed or was cancelled, its category or seller is inactive. */
  notOnSale: () => new DomainError('marketplace.not_on_sale', {}, 'conflict'),
  /** The buyer confirmed another unit price than the listing has now; `price` is the new one as people read it ("45,50 €"). */
  priceChanged: (unitPriceCents: number, price: string) => new DomainError('marketplace.price_changed', { unitPriceCents, price }, 'conflict'),
  listingChanged: () => new DomainError('marketplace.listing_changed', {}, 'conflict'),
  /** `max` as people read amounts ("21 474 836,47 €"). */
  totalTooHigh: (max: string) => new DomainError('marketplace.total_too_high', { max }, 'invalid'),
  faceValueRequired: () => new DomainError('marketplace.face_value_required', {}, 'invalid'),
  tierRequired: () => new DomainError('marketplace.tier_required', {}, 'invalid'),
  tierUnknown: () => new DomainError('marketplace.tier_unknown', {}, 'invalid'),
  /** Names the highest price allowed, as people read amounts ("60,00 €"), and the cap as a percentage of the face value. */
  priceOverCap: (highest: Money, faceValue: Money, capBasisPoints: number) =>
    new DomainError('marketplace.price_over_cap', { highestCents: highest.cents, highest: highest.toDisplayString(), faceValue: faceValue.toDisplayString(), capPercent: capBasisPoints / 100 }, 'invalid'),
  priceCapInvalid: (minPercent: number, maxPercent: number, where: { categoryId?: string; eventId?: string }) =>
    new DomainError('marketplace.price_cap_invalid', { minPercent, maxPercent, ...where }, 'invalid'),
  priceCapTwice: (id: string) => new DomainError('marketplace.price_cap_twice', { id }, 'invalid'),
  priceCapUnknownCategory: (categoryId: string) => new DomainError('marketplace.price_cap_unknown_category', { categoryId }, 'invalid'),
  priceCapUnknownEvent: (eventId: string) => new DomainError('marketplace.price_cap_unknown_event', { eventId }, 'invalid'),
  ticketLimitInvalid: (min: number, max: number, eventId?: string) => new DomainError('marketplace.ticket_limit_invalid', { min, max, ...(eventId ? { eventId } : {}) }, 'invalid'),
  ticketLimitTwice: (eventId: string) => new DomainError('marketplace.ticket_limit_twice', { eventId }, 'invalid'),
  ticketLimitUnknownEvent: (eventId: string) => new DomainError('marketplace.ticket_limit_unknown_event', { eventId }, 'invalid'),
  /** One buyer's tickets of one event: `left` more may still be bought (0: none). */
  ticketLimitReached: (limit: number, left: number) => new DomainError('marketplace.ticket_limit_reached', { limit, left }, 'conflict'),
  ownTicket: () => new DomainError('marketplace.own_ticket', {}, 'forbidden'),
  idempotencyKeyRequired: () => new DomainError('marketplace.idempotency_key_required', {}, 'invalid'),
  idempotencyKeyReused: () => new DomainError('marketplace.idempotency_key_reused', {}, 'unprocessable'),
  titleTooShort: () => new DomainError('marketplace.title_too_short', {}, 'invalid'),
  venueRequired: () => new DomainError('marketplace.venue_required', {}, 'invalid'),
  eventDateInPast: () => new DomainError('marketplace.event_date_past', {}, 'invalid'),
  priceInvalid: () => new DomainError('marketplace.price_invalid', {}, 'invalid'),
  quantityInvalid: () => new DomainError('marketplace.quantity_invalid', {}, 'invalid'),
  categoryRequired: () => new DomainError('marketplace.category_required', {}, 'invalid'),
  /** An address that cannot name an event (the catalogue's own message: to the visitor it is the same event page). */
  eventNotFound: () => new DomainError('catalog.event_not_found', {}, 'not-found'),
  eventUnknown: () => new DomainError('marketplace.event_unknown', {}, 'invalid'),
  /** `date` is the event's day as the product writes dates (dd.MM.yyyy). */
  eventMismatch: (date: string) => new DomainError('marketplace.event_mismatch', { date }, 'invalid'),
  fileTypeInvalid: () => new DomainError('marketplace.file_type_invalid', {}, 'invalid'),
  fileTooLarge: () => new DomainError('marketplace.file_too_large', {}, 'too-large'),
  fileEmpty: () => new DomainError('marketplace.file_empty', {}, 'invalid'),
  fileAlreadyListed: () => new DomainError('marketplace.file_already_listed', {}, 'conflict'),
  /** Several files that are not one per ticket (`files` for `quantity` tickets). */
  fileCountMismatch: (files: number, quantity: number) => new DomainError('marketplace.file_count_mismatch', { files, quantity }, 'invalid'),
  /** All the files of one upload together are over `mb` megabytes. */
  filesTooLarge: (mb: number) => new DomainError('marketplace.files_too_large', { mb }, 'too-large'),
  /** The listing carries one file per ticket (`files`): its quantity cannot change. */
  quantityFixedByFiles: (files: number) => new DomainError('marketplace.quantity_fixed_by_files', { files }, 'invalid'),
  /** Someone else holds the tickets while they pay, or bought them. */
  alreadyTaken: () => new DomainError('marketplace.already_taken', {}, 'conflict'),
  /** The buyer's own hold on it awaits their payment (a reload or another tab): their order, not a new one. */
  heldForYou: (orderId: string) => new DomainError('marketplace.held_for_you', { orderId }, 'conflict'),
  /** The listing is sold as a whole (buying part of one comes with the fair-resale rules). */
  quantityNotOffered: (quantity: number) => new DomainError('marketplace.quantity_not_offered', { quantity }, 'invalid'),
  /** More tickets than the listing has left (`available`). */
  quantityUnavailable: (available: number) => new DomainError('marketplace.quantity_unavailable', { available }, 'conflict'),
  oneFileSoldTogether: () => new DomainError('marketplace.one_file_sold_together', {}, 'invalid'),
  /** The seller asked that no single ticket be left: take all `available`, or at most `most`. */
  singleWouldBeLeft: (available: number, most: number) => new DomainError('marketplace.single_would_be_left', { available, most }, 'invalid'),
  orderNotAwaitingPayment: () => new DomainError('marketplace.order_not_awaiting_payment', {}, 'conflict'),
  /** The payment provider did not answer; nothing was charged. */
  webhookSignatureInvalid: () => new DomainError('marketplace.webhook_signature_invalid', {}, 'invalid'),
  /** Staff set a hold outside the bounds checkout keeps to. */
  holdMinutesInvalid: (min: number, max: number) => new DomainError('marketplace.hold_minutes_invalid', { min, max }, 'invalid'),
  /** A buyer's fee out of bounds (`maxPercent` as 50, `maxFixed` as "100,00 €"); `categoryId` names the category whose own fee it is. */
  buyerFeeInvalid: (bounds: FeeBounds) => new DomainError('marketplace.buyer_fee_invalid', feeBoundsParams(bounds), 'invalid'),
  sellerFeeInvalid: (bounds: FeeBounds) => new DomainError('marketplace.seller_fee_invalid', feeBoundsParams(bounds), 'invalid'),
  categoryFeesTwice: (categoryId: string) => new DomainError('marketplace.category_fees_twice', { categoryId }, 'invalid'),
  categoryFeesUnknownCategory: (categoryId: string) => new DomainError('marketplace.category_fees_unknown_category', { categoryId }, 'invalid'),
  paymentsUnavailable: () => new DomainError('marketplace.payments_unavailable', {}, 'unavailable'),
  claimNotFound: () => new DomainError('marketplace.claim_not_found', {}, 'not-found'),
  /** A claim is about a paid order, by its buyer. */
  claimNotPossible: () => new DomainError('marketplace.claim_not_possible', {}, 'conflict'),
  /** `closedAt` as the product writes a date and time in Riga (dd.MM.yyyy HH:mm). */
  claimWindowClosed: (closedAt: string) => new DomainError('marketplace.claim_window_closed', { closedAt }, 'conflict'),
  claimExists: () => new DomainError('marketplace.claim_exists', {}, 'conflict'),
  moveRefundNotPossible: () => new DomainError('marketplace.move_refund_not_possible', {}, 'conflict'),
  moveRefundWindowClosed: (closedAt: string) => new DomainError('marketplace.move_refund_window_closed', { closedAt }, 'conflict'),
  claimDecided: () => new DomainError('marketplace.claim_decided', {}, 'conflict'),
  /** More evidence files than a claim carries. */
  claimFilesTooMany: (max: number) => new DomainError('marketplace.claim_files_too_many', { max }, 'invalid'),
  /** An evidence file that is not a JPEG, PNG or WebP picture or a PDF (read from its bytes), or is empty. */
  claimFileTypeInvalid: () => new DomainError('marketplace.claim_file_type_invalid', {}, 'invalid'),
  /** An evidence file over `mb` megabytes. */
  claimFileTooLarge: (mb: number) => new DomainError('marketplace.claim_file_too_large', { mb }, 'invalid'),
  claimMessageInvalid: (max: number) => new DomainError('marketplace.claim_message_invalid', { max }, 'invalid'),
  /** `maxPart` and `total` as people read amounts ("45,00 €"). */
  claimRefundInvalid: (ticketsCents: number, totalCents: number) =>
    new DomainError('marketplace.claim_refund_invalid', { maxPart: Money.ofCents(ticketsCents - 1).toDisplayString(), total: Money.ofCents(totalCents).toDisplayString() }, 'invalid'),
  disputeNotFound: () => new DomainError('marketplace.dispute_not_found', {}, 'not-found'),
  /** Evidence goes to the provider once, while the dispute still needs a response. */
  disputeNotAwaitingEvidence: () => new DomainError('marketplace.dispute_not_awaiting_evidence', {}, 'conflict'),
};
