import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { BrowseCatalog } from '../../catalog/application/browse-catalog.queries.js';
import { FileNotFoundError, FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { searchText } from '../../shared/domain/search-text.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { TicketQueries, type OrderView, type TicketView } from './ports/ticket-queries.js';
import { TicketRepository } from './ports/ticket.repository.js';

export interface TicketListQuery {
  category?: string;
  event?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

@Injectable()
export class BrowseTickets {
  constructor(
    private readonly queries: TicketQueries,
    private readonly tickets: TicketRepository,
    private readonly catalog: BrowseCatalog,
    private readonly storage: FileStorage,
  ) {}

  /** Available tickets only, by event date ascending. */
  async available(query: TicketListQuery): Promise<{ items: TicketView[]; total: number; page: number; pageSize: number }> {
    const categoryId = query.category ? (await this.catalog.category(query.category, 'en')).id : undefined;
    const text = query.q ? searchText(query.q) : undefined;
    const { items, total } = await this.queries.available({
      categoryId,
      eventId: query.event,
      text: text || undefined,
      from: query.from,
      to: query.to,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  mine(userId: string, role: 'seller' | 'buyer'): Promise<TicketView[]> {
    return this.queries.ofUser(userId, role);
  }

  orders(userId: string): Promise<OrderView[]> {
    return this.queries.ordersOf(userId);
  }

  /** The ticket file, for its seller or its buyer; anyone else is told there is nothing here. */
  async file(userId: string, ticketId: string): Promise<{ body: Readable; contentType: string; size: number; name: string }> {
    const ticket = await this.tickets.findById(ticketId);
    if (!ticket?.fileKey || (ticket.sellerId !== userId && ticket.buyerId !== userId)) throw MarketplaceErrors.ticketNotFound();
    try {
      const { body, info } = await this.storage.read(ticket.fileKey);
      return { body, contentType: info.contentType, size: info.size, name: `ticket-${ticket.id}.${ticket.fileKey.split('.').pop()}` };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw MarketplaceErrors.ticketNotFound();
      throw error;
    }
  }
}
