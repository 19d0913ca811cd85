import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CatalogLookup, type EventTier } from '../../catalog/application/catalog-lookup.js';
import { IdentityApi } from '../../identity/application/identity.api.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { Money } from '../../shared/domain/money.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { searchText } from '../../shared/domain/search-text.js';
import { TICKET_FILE_MAX_BYTES, TICKET_FILE_TYPES, validateListing, type CheckedListing, type ListingDetails } from '../domain/listing.js';
import { capThatApplies } from '../domain/resale-rules.js';
import { splitRuleOf } from '../domain/listing-split.js';
import { ResaleRules } from './ports/resale-rules.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { FileInspector } from '../../shared/application/ports/file-inspector.port.js';
import { TicketRepository, type NewTicketFile } from './ports/ticket.repository.js';
import { PdfPages } from '../../shared/application/ports/pdf-pages.port.js';
import { TICKET_UPLOAD_MAX_BYTES, uploadPlan } from '../domain/listing-files.js';
import { namedAs, type UploadedFile } from './uploaded-file.js';

/** What a listing already stated about its face value, when it is edited. */
export interface StatedFaceValue {
  eventId: string | null;
  faceValue: Money;
  tierName: string | null;
}

/** Checks a listing against the catalogue, the resale cap and the seller's standing; shared by listing and editing. */
@Injectable()
export class ListingChecks {
  constructor(
    private readonly identity: IdentityApi,
    private readonly catalog: CatalogLookup,
    private readonly resaleRules: ResaleRules,
    private readonly clock: Clock,
  ) {}

  /** `hasWholeFile`: one file holds all its tickets (then several are sold only together). */
  async check(userId: string, details: ListingDetails, listing: { before?: StatedFaceValue; hasWholeFile: boolean }): Promise<CheckedListing & { searchText: string }> {
    await this.identity.assertCanTransact(userId);
    if (!details.categoryId || !(await this.catalog.isActiveCategory(details.categoryId))) throw MarketplaceErrors.categoryRequired();
    const event = details.eventId ? await this.linkedEvent(details.eventId, details) : null;
    const face = faceValueOf(details, event?.tiers ?? [], listing.before ?? null);
    const splitRule = splitRuleOf(details.splitRule, { quantity: details.quantity, hasWholeFile: listing.hasWholeFile });
    const cap = capThatApplies(await this.resaleRules.capsFor(details));
    const checked = validateListing({ ...details, ...face, splitRule }, rigaDay(this.clock.now()), cap);
    return { ...checked, searchText: searchText(`${checked.title} ${checked.description}`) };
  }

  /** A ticket linked to a catalogue event is for that event: its category and its day, so buyers are not misled. */
  private async linkedEvent(eventId: string, details: ListingDetails) {
    const event = await this.catalog.scheduledEvent(eventId);
    if (!event) throw MarketplaceErrors.eventUnknown();
    const eventDay = rigaDay(event.startsAt);
    if (event.categoryId !== details.categoryId || eventDay !== details.eventDate) {
      const [year, month, day] = eventDay.split('-');
      throw MarketplaceErrors.eventMismatch(`${day}.${month}.${year}`);
    }
    return event;
  }
}

/**
 * For an event with tiers, the chosen tier's price is the face value (a seller's own figure is not asked); an edit
 * that keeps the event keeps the tier chosen before. Otherwise the seller states it.
 */
function faceValueOf(details: ListingDetails, tiers: EventTier[], before: StatedFaceValue | null): { faceValue: Money; tierName: string | null } {
  if (tiers.length > 0) {
    if (details.tierId) {
      const tier = tiers.find((candidate) => candidate.id === details.tierId);
      if (!tier) throw MarketplaceErrors.tierUnknown();
      return { faceValue: Money.ofCents(tier.priceCents), tierName: tier.name };
    }
    if (before?.tierName && before.eventId === details.eventId) return { faceValue: before.faceValue, tierName: before.tierName };
    throw MarketplaceErrors.tierRequired();
  }
  if (details.tierId) throw MarketplaceErrors.tierUnknown();
  if (!details.faceValue) throw MarketplaceErrors.faceValueRequired();
  return { faceValue: details.faceValue, tierName: null };
}

/** A file ready to store: vetted, typed from its bytes and fingerprinted. */
interface VettedFile {
  bytes: Buffer;
  contentType: string;
  extension: string;
  sha256: string;
  pageSha256: string | null;
  /** A PDF's number of pages. */
  pages: number | null;
}

@Injectable()
export class ListTicket {
  constructor(
    private readonly checks: ListingChecks,
    private readonly tickets: TicketRepository,
    private readonly storage: FileStorage,
    private readonly inspector: FileInspector,
    private readonly pdfPages: PdfPages,
    private readonly transactions: TransactionRunner,
    private readonly identity: IdentityApi,
    private readonly activity: ActivityLog,
  ) {}

  /**
   * `files`: none; one per ticket; or one PDF with one page per ticket (cut into one file per page); or one other file
   * for all the tickets, which are then sold together (ADR 0026).
   */
  async execute(sellerId: string, details: ListingDetails, files: UploadedFile[]): Promise<{ id: string }> {
    if (files.reduce((total, file) => total + file.bytes.length, 0) > TICKET_UPLOAD_MAX_BYTES) throw MarketplaceErrors.filesTooLarge(TICKET_UPLOAD_MAX_BYTES / 1_048_576);
    const vetted = await Promise.all(files.map((file) => this.vet(file)));
    const plan = uploadPlan(vetted.length, details.quantity, vetted.length === 1 ? vetted[0].pages : null);
    const ticketFiles = plan === 'split-pages' ? await this.pagesOf(vetted[0]) : vetted;
    const listing = await this.checks.check(sellerId, details, { hasWholeFile: plan === 'whole' });
    const id = randomUUID();
    const stored: NewTicketFile[] = [];
    try {
      for (const [index, file] of ticketFiles.entries()) stored.push(await this.store(sellerId, file, index + 1));
      const seller = await this.identity.contactOf(sellerId);
      await this.transactions.run(async () => {
        // A fingerprint already listed rolls the listing back with the files' rows.
        if (!(await this.tickets.insert({ ...listing, id, sellerId, files: stored }))) throw MarketplaceErrors.fileAlreadyListed();
        await this.activity.record('marketplace.activity', { change: 'listing created', ticketId: id, title: listing.title, quantity: listing.quantity, ...(seller ? { seller: seller.email } : {}) });
      });
    } catch (error) {
      // Whatever stopped the listing (a duplicate, storage, the database), none of its files may stay behind in storage.
      await Promise.all(stored.map((file) => this.storage.remove(file.key).catch(() => undefined)));
      throw error;
    }
    return { id };
  }

  /** The type comes from the bytes, never from the file's name or declared type; the fingerprints from the content. */
  private async vet(file: UploadedFile): Promise<VettedFile> {
    const { bytes } = file;
    if (bytes.length === 0) throw MarketplaceErrors.fileEmpty();
    if (bytes.length > TICKET_FILE_MAX_BYTES) throw MarketplaceErrors.fileTooLarge();
    const contentType = await this.inspector.safeType(bytes);
    const extension = contentType ? TICKET_FILE_TYPES[contentType] : undefined;
    if (!contentType || !extension || !namedAs(file, contentType)) throw MarketplaceErrors.fileTypeInvalid();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const pageFingerprints = contentType === 'application/pdf' ? await this.pdfPages.fingerprints(bytes) : null;
    return { bytes, contentType, extension, sha256, pageSha256: pageFingerprints?.length === 1 ? pageFingerprints[0] : null, pages: pageFingerprints?.length ?? null };
  }

  /** One PDF per page, each vetted as an upload of its own. */
  private async pagesOf(file: VettedFile): Promise<VettedFile[]> {
    const pages = await this.pdfPages.split(file.bytes);
    if (!pages) throw MarketplaceErrors.fileTypeInvalid();
    return Promise.all(pages.map((page) => this.vet({ bytes: page, name: 'ticket.pdf', declaredType: 'application/pdf' })));
  }

  /** The key comes from the server. */
  private async store(sellerId: string, file: VettedFile, position: number): Promise<NewTicketFile> {
    const key = `${sellerId}/${randomUUID()}.${file.extension}`;
    await this.storage.put(key, file.bytes, { contentType: file.contentType, cacheControl: 'private, max-age=3600' });
    return { position, key, sha256: file.sha256, pageSha256: file.pageSha256, contentType: file.contentType };
  }
}
