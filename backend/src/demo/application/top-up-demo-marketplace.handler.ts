import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { ListTicket } from '../../marketplace/application/list-ticket.use-case.js';
import type { UploadedFile } from '../../marketplace/application/uploaded-file.js';
import { DEMO_SELLERS } from '../../seed/demo-accounts.js';
import { DEMO_TIERS, demoEvents } from '../../seed/demo-events.js';
import { demoTicketPdf } from '../../seed/demo-ticket-pdf.js';
import { JobHandler } from '../../shared/application/jobs.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { Money } from '../../shared/domain/money.js';
import { addDays, rigaDateAndTime, rigaDay } from '../../shared/domain/riga-time.js';
import { DemoStore, type DemoEvent } from './ports/demo-store.js';

/** Per category: at least this many of the demo's events start after tomorrow… */
const DEMO_UPCOMING_EVENTS = 4;
/** …and this many of them have tickets on sale from the demo sellers, two listings each. */
const DEMO_LISTED_EVENTS = 3;
const LISTINGS_PER_EVENT = 2;
const LISTING_CONCURRENCY = 4;
/** Asking prices near the face value: at it, or a little under (never over, whatever cap staff set). */
const PRICE_PERCENTS = [100, 95, 90, 100, 85];
const QUANTITIES = [2, 1, 2, 4, 1, 3];
const DESCRIPTIONS: Record<string, string> = {
  lv: 'Nevaru aiziet, pārdodu ne dārgāk par nominālvērtību. Biļetes PDF formātā.',
  lt: 'Negaliu dalyvauti, parduodu ne brangiau nei nominali kaina. Bilietai PDF formatu.',
  et: 'Ei saa minna, müün mitte kallimalt kui nimiväärtus. Piletid PDF-failina.',
  en: 'Cannot go, selling at face value or less. Tickets as PDF files.',
};

/**
 * Demo mode (ADR 0031): keeps the demo marketplace alive. Each category the demo fills gets upcoming events again
 * when its seeded ones have passed, and the soonest of them get listings by the demo sellers, made by the
 * marketplace's own use case (face value from the event's tier, price caps, split rules, a generated PDF per ticket).
 * It adds rows only, and counts only the demo's own: events marked `demo` and the demo sellers' listings.
 */
@Injectable()
export class TopUpDemoMarketplaceHandler extends JobHandler<'demo.top-up-marketplace'> implements OnApplicationBootstrap {
  readonly jobName = 'demo.top-up-marketplace' as const;
  private readonly logger = new Logger('demo');

  constructor(
    private readonly config: AppConfig,
    private readonly store: DemoStore,
    private readonly listTicket: ListTicket,
    private readonly transactions: TransactionRunner,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** A demo worker fills a fresh demo at once rather than at the next scheduled run. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.demoMarketplace) await this.jobs.enqueue('demo.top-up-marketplace', {});
  }

  async handle(): Promise<void> {
    if (!this.config.demoMarketplace) return;
    const started = Date.now();
    const sellers = (await this.store.sellers(DEMO_SELLERS.map((seller) => seller.email))).map(({ id, email }) => ({
      id,
      language: DEMO_SELLERS.find((seller) => seller.email === email)?.language ?? 'en',
    }));
    if (sellers.length === 0) {
      this.logger.warn({ msg: 'demo marketplace not topped up: no demo seller account' });
      return;
    }
    const now = this.clock.now();
    const after = addDays(now, 1);
    const sellerIds = sellers.map((seller) => seller.id);
    let upcoming = await this.store.upcomingEvents(after, sellerIds);
    const events = await this.addEvents(upcoming, after);
    if (events > 0) upcoming = await this.store.upcomingEvents(after, sellerIds);
    const listings = await this.addListings(upcoming, sellers);
    this.logger.log({ msg: 'demo marketplace topped up', events, listings, ms: Date.now() - started });
  }

  /** Categories with fewer upcoming demo events than DEMO_UPCOMING_EVENTS get new ones, titles not already coming up. */
  private async addEvents(upcoming: DemoEvent[], after: Date): Promise<number> {
    let added = 0;
    for (const [categoryKey, templates] of byCategory(demoEvents(this.clock.now()))) {
      const coming = upcoming.filter((event) => event.categoryKey === categoryKey);
      const titles = new Set(coming.map((event) => event.title));
      const fresh = templates.filter((event) => !titles.has(event.title) && event.startsAt > after);
      for (const event of fresh.slice(0, Math.max(0, DEMO_UPCOMING_EVENTS - coming.length))) {
        if (await this.transactions.run(() => this.store.addEvent(event, DEMO_TIERS))) added += 1;
      }
    }
    return added;
  }

  private async addListings(upcoming: DemoEvent[], sellers: { id: string; language: string }[]): Promise<number> {
    const listings: (() => Promise<boolean>)[] = [];
    for (const [, events] of byCategory(upcoming)) {
      const wanted = DEMO_LISTED_EVENTS - events.filter((event) => event.listedByDemoSellers).length;
      for (const event of events.filter((candidate) => !candidate.listedByDemoSellers).slice(0, Math.max(0, wanted))) {
        for (let index = 0; index < LISTINGS_PER_EVENT; index += 1) {
          const seed = numberOf(event.id) + index;
          const seller = sellers[seed % sellers.length];
          listings.push(() =>
            this.list(event, seller.id, seller.language, seed).then(
              () => true,
              (error: unknown) => {
                // A rule staff set since (a cap, a limit) may refuse one: the demo lists what the rules allow.
                this.logger.warn({ msg: 'demo listing refused', eventId: event.id, reason: error instanceof Error ? error.message : String(error) });
                return false;
              },
            ),
          );
        }
      }
    }
    // A few at a time: each waits mostly on the database and file storage.
    let listed = 0;
    for (let start = 0; start < listings.length; start += LISTING_CONCURRENCY) {
      const outcomes = await Promise.all(listings.slice(start, start + LISTING_CONCURRENCY).map((listing) => listing()));
      listed += outcomes.filter(Boolean).length;
    }
    return listed;
  }

  private async list(event: DemoEvent, sellerId: string, language: string, seed: number): Promise<void> {
    const tier = event.tiers.length > 0 ? event.tiers[seed % event.tiers.length] : null;
    const faceCents = tier?.priceCents ?? 3000;
    const priceCents = Math.max(100, Math.floor((faceCents * PRICE_PERCENTS[seed % PRICE_PERCENTS.length]) / 100 / 50) * 50);
    const quantity = QUANTITIES[seed % QUANTITIES.length];
    const row = String(2 + (seed % 14));
    const firstSeat = 1 + (seed % 20);
    const seats = quantity === 1 ? String(firstSeat) : `${firstSeat}–${firstSeat + quantity - 1}`;
    const { time } = rigaDateAndTime(event.startsAt);
    const day = rigaDay(event.startsAt);
    const files: UploadedFile[] = Array.from({ length: quantity }, (_, index) => ({
      bytes: demoTicketPdf([
        event.title,
        `${event.venue}, ${event.city}`,
        `${day} ${time}`,
        `${tier?.name ?? 'Standard'} - row ${row}, seat ${firstSeat + index}`,
        `Demo ticket ${randomUUID()}`,
        'Baltic Ticket Exchange demo: not valid for entry',
      ]),
      name: `ticket-${index + 1}.pdf`,
      declaredType: 'application/pdf',
    }));
    await this.listTicket.execute(
      sellerId,
      {
        title: event.title,
        description: DESCRIPTIONS[language] ?? DESCRIPTIONS.en,
        categoryId: event.categoryId,
        eventId: event.id,
        eventDate: day,
        eventTime: time,
        venue: event.venue,
        seat: { section: tier?.name ?? null, row, seat: seats },
        pricePerUnit: Money.ofCents(priceCents),
        quantity,
        faceValue: tier ? null : Money.ofCents(faceCents),
        tierId: tier?.id ?? null,
        splitRule: null,
      },
      files,
    );
  }
}

function byCategory<T extends { categoryKey: string }>(items: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.categoryKey, [...(groups.get(item.categoryKey) ?? []), item]);
  return groups;
}

/** A stable small number from an id, so an event's demo listings look the same on every install. */
function numberOf(id: string): number {
  let value = 0;
  for (const character of id) value = (value * 31 + character.charCodeAt(0)) % 9973;
  return value;
}
