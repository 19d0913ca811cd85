import { Injectable } from '@nestjs/common';
import { feesForCategory } from '../domain/checkout-terms.js';
import { orderAmounts } from '../domain/fees.js';
import { capThatApplies, highestAskingPrice } from '../domain/resale-rules.js';
import { CheckoutSettings } from './ports/checkout-settings.js';
import { ResaleRules } from './ports/resale-rules.js';

export interface ListingQuoteRequest {
  categoryId: string;
  eventId: string | null;
  faceValueCents: number | null;
  pricePerUnitCents: number | null;
  quantity: number;
}

export interface ListingQuote {
  priceCapBasisPoints: number;
  /** The highest asking price per ticket for that face value; null until a face value is given. */
  highestPriceCents: number | null;
  /** For the whole listing at that price, null until a price is given: what a buyer pays, and what the seller receives. */
  buyerPaysCents: number | null;
  sellerReceivesCents: number | null;
}

/**
 * What a seller sees while listing or editing, computed as checkout and the cap will: the highest price allowed, the
 * buyer's all-in price and the seller's proceeds. Nothing here is stored or promised: the listing is checked again.
 */
@Injectable()
export class QuoteListing {
  constructor(
    private readonly rules: ResaleRules,
    private readonly checkout: CheckoutSettings,
  ) {}

  async quote(request: ListingQuoteRequest): Promise<ListingQuote> {
    const cap = capThatApplies(await this.rules.capsFor(request));
    const amounts = request.pricePerUnitCents === null ? null : orderAmounts(request.pricePerUnitCents, request.quantity, feesForCategory(await this.checkout.current(), request.categoryId));
    return {
      priceCapBasisPoints: cap,
      highestPriceCents: request.faceValueCents === null ? null : highestAskingPrice(request.faceValueCents, cap),
      buyerPaysCents: amounts?.totalCents ?? null,
      sellerReceivesCents: amounts?.payoutCents ?? null,
    };
  }
}
