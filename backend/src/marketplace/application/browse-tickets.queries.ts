import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { BrowseCatalog } from '../../catalog/application/browse-catalog.queries.js';
import { FileNotFoundError, FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { searchText } from '../../shared/domain/search-text.js';
import { feesForCategory, type CheckoutTerms } from '../domain/checkout-terms.js';
import { allInPricePerTicket, offerSummary, orderAmounts, type OfferSummary } from '../domain/fees.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { resaleStanding, type ResaleStanding } from '../domain/resale-rules.js';
import { quantitiesOffered } from '../domain/listing-split.js';
import { CheckoutSettings } from './ports/checkout-settings.js';
import { TicketQueries, type OrderView, type TicketView } from './ports/ticket-queries.js';
import { TicketRepository } from './ports/ticket.repository.js';
import { ticketFileName } from '../domain/ticket-file-name.js';

export interface TicketListQuery {
  category?: string;
  event?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

interface Paging {
  page: number;
  pageSize: number;
}
type Page<T> = { items: T[]; total: number } & Paging;

/** What a buyer pays for some of a listing's tickets, the buyer's fee included, in the checkout's cents. */
export interface PartOnSale {
  quantity: number;
  buyerFeeCents: number;
  allInPriceCents: number;
}

/**
 * A listing as a buyer sees it: with the price they would pay for all of it, and for each number of its tickets they
 * may take (its rule applied; the last is all of them).
 */
export type ListingOnSale = TicketView & { buyerFeeCents: number; allInPriceCents: number; parts: PartOnSale[] };

function priced(ticket: TicketView, terms: CheckoutTerms): ListingOnSale {
  const fees = feesForCategory(terms, ticket.category.id);
  const amounts = orderAmounts(ticket.pricePerUnitCents, ticket.quantity, fees);
  const parts = quantitiesOffered(ticket.splitRule, ticket.quantity).map((quantity) => {
    const part = orderAmounts(ticket.pricePerUnitCents, quantity, fees);
    return { quantity, buyerFeeCents: part.buyerFeeCents, allInPriceCents: part.totalCents };
  });
  return { ...ticket, buyerFeeCents: amounts.buyerFeeCents, allInPriceCents: amounts.totalCents, parts };
}

const rows = ({ page, pageSize }: Paging) => ({ offset: (page - 1) * pageSize, limit: pageSize });

@Injectable()
export class BrowseTickets {
  constructor(
    private readonly queries: TicketQueries,
    private readonly tickets: TicketRepository,
    private readonly catalog: BrowseCatalog,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly checkout: CheckoutSettings,
  ) {}

  /** Tickets on sale only (see isOnSale), by event date ascending. */
  async available(query: TicketListQuery): Promise<Page<ListingOnSale>> {
    const categoryId = query.category ? (await this.catalog.category(query.category, 'en')).id : undefined;
    const text = query.q ? searchText(query.q) : undefined;
    const { items, total } = await this.queries.available({
      categoryId,
      eventId: query.event,
      text: text || undefined,
      from: query.from,
      to: query.to,
      today: rigaDay(this.clock.now()),
      ...rows(query),
    });
    const terms = await this.checkout.current();
    return { items: items.map((ticket) => priced(ticket, terms)), total, page: query.page, pageSize: query.pageSize };
  }

  /** One listing with its prices as the buy dialog shows them, whatever its state; null when there is none. */
  async listing(ticketId: string): Promise<ListingOnSale | null> {
    const ticket = await this.queries.listing(ticketId);
    return ticket ? priced(ticket, await this.checkout.current()) : null;
  }

  /** An event's tickets on sale as one offer, in what a buyer pays per ticket (an unknown or removed event is refused). */
  async offers(eventId: string): Promise<OfferSummary> {
    await this.catalog.event(eventId);
    const listings = await this.queries.onSaleForEvent(eventId, rigaDay(this.clock.now()));
    const terms = await this.checkout.current();
    return offerSummary(listings.map((listing) => allInPricePerTicket(listing.pricePerUnitCents, feesForCategory(terms, listing.categoryId))));
  }

  /** The seller's own listings say where each stands under the resale cap that applies now. */
  async mine(userId: string, role: 'seller' | 'buyer', paging: Paging): Promise<Page<TicketView & { resale: ResaleStanding | null }>> {
    const { items, total } = await this.queries.ofUser(userId, role, rows(paging));
    return {
      items: items.map(({ priceCapBasisPoints, ...ticket }) => ({ ...ticket, resale: role === 'seller' ? resaleStanding(ticket, priceCapBasisPoints) : null })),
      total,
      ...paging,
    };
  }

  async orders(userId: string, paging: Paging): Promise<Page<OrderView>> {
    return { ...(await this.queries.ordersOf(userId, rows(paging))), ...paging };
  }

  /**
   * The listing's `index`-th file (from 1): only its seller and its buyer reach it (a buyer's listing holds exactly the
   * tickets they took, ADR 0026); anyone else is told there is none. The buyer's downloads are kept (evidence in a card
   * dispute).
   */
  async file(userId: string, ticketId: string, index = 1): Promise<DownloadableTicketFile> {
    const ticket = await this.tickets.findById(ticketId);
    if (!ticket || (ticket.sellerId !== userId && ticket.buyerId !== userId)) throw MarketplaceErrors.ticketNotFound();
    return this.read(ticket, index, ticket.buyerId === userId ? userId : null);
  }

  /** Staff open any listing's files (a claim, a dispute, a check); their downloads are not the buyer's and are not kept. */
  async fileForStaff(ticketId: string, index: number): Promise<DownloadableTicketFile> {
    const ticket = await this.tickets.findById(ticketId);
    if (!ticket) throw MarketplaceErrors.ticketNotFound();
    return this.read(ticket, index, null);
  }

  private async read(ticket: { id: string; title: string; eventDate: string; fileCount: number }, index: number, buyerId: string | null): Promise<DownloadableTicketFile> {
    const file = Number.isSafeInteger(index) && index >= 1 ? await this.tickets.fileOf(ticket.id, index) : null;
    if (!file) throw MarketplaceErrors.ticketNotFound();
    try {
      const { body, info } = await this.storage.read(file.key);
      if (buyerId) await this.tickets.recordDownload(ticket.id, file.position, buyerId, this.clock.now());
      const extension = file.key.split('.').pop() ?? 'pdf';
      return { body, contentType: info.contentType, size: info.size, name: ticketFileName(ticket.fileCount > 1 ? `${ticket.title} ${index}` : ticket.title, ticket.eventDate, extension) };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw MarketplaceErrors.ticketNotFound();
      throw error;
    }
  }
}

/** A ticket file ready to be sent: its bytes, type and size, and its name for the download. */
export interface DownloadableTicketFile {
  body: Readable;
  contentType: string;
  size: number;
  name: { utf8: string; ascii: string };
}
