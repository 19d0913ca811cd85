import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { orderNumber } from '../domain/order.js';
import { DisputeRepository, type DisputeEvidenceFacts, type DisputeForStaff } from './ports/dispute.repository.js';
import { DisputeRefused, PaymentProvider, type DisputeEvidence } from './ports/payment-provider.js';

const NOTE_MAX = 2000;

/**
 * Staff send the buyer's bank what the marketplace holds about the disputed order (the order, the ticket file's
 * fingerprint, when it was delivered and downloaded, both parties) and submit it, under a key derived from the
 * dispute: pressing twice, or a retry after a lost answer, submits once. Should the provider refuse (already
 * submitted under that key with other words, or closed), its current state is recorded instead.
 */
@Injectable()
export class SubmitDisputeEvidence {
  constructor(
    private readonly disputes: DisputeRepository,
    private readonly payments: PaymentProvider,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(staffId: string, disputeId: string, note: string | null): Promise<void> {
    const [dispute, staffView, facts] = await Promise.all([this.disputes.find(disputeId), this.disputes.oneForStaff(disputeId), this.disputes.evidenceFor(disputeId)]);
    if (!dispute || !staffView || !facts) throw MarketplaceErrors.disputeNotFound();
    dispute.checkEvidenceAccepted();
    const { providerDisputeId } = dispute.snapshot();
    let provider;
    try {
      provider = await this.payments.submitDisputeEvidence(providerDisputeId, evidenceOf(staffView, facts, note?.trim().slice(0, NOTE_MAX) || null), dispute.evidenceKey());
    } catch (error) {
      if (!(error instanceof DisputeRefused)) throw error;
      provider = await this.payments.dispute(providerDisputeId);
      if (!provider.submitted) throw MarketplaceErrors.disputeNotAwaitingEvidence();
    }
    const now = this.clock.now();
    await this.transactions.run(async () => {
      const locked = await this.disputes.findByProviderIdForUpdate(providerDisputeId);
      if (!locked) throw MarketplaceErrors.disputeNotFound();
      locked.evidenceSubmitted(staffId, now);
      // A decision that came meanwhile is the settle job's to apply (its event is on its way): only the evidence is recorded here.
      await this.disputes.save(locked);
    });
  }
}

/** The evidence in the provider's fields, in English (the language of card networks' reviews). */
function evidenceOf(dispute: DisputeForStaff, facts: DisputeEvidenceFacts, note: string | null): DisputeEvidence {
  const iso = (date: Date) => new Date(date).toISOString();
  const euros = (cents: number) => `EUR ${(cents / 100).toFixed(2)}`;
  const when = `${dispute.eventDate}${facts.eventTime ? ` ${facts.eventTime}` : ''}`;
  const downloads = facts.downloads.length > 0 ? `Downloaded by the buyer at ${facts.downloads.map(iso).join(', ')}.` : 'Not downloaded by the buyer.';
  return {
    productDescription: `${facts.quantity} ticket(s) for "${dispute.ticketTitle}", ${facts.venue}, ${when}. Order ${orderNumber(dispute.orderId)}: tickets ${euros(facts.ticketsCents)}, service fee ${euros(facts.buyerFeeCents)}, total ${euros(facts.totalCents)}.`,
    customerName: dispute.buyer.name,
    customerEmail: facts.buyerEmail,
    serviceDate: dispute.eventDate,
    accessActivityLog: `${facts.deliveredAt ? `Ticket delivered to the buyer's account at ${iso(facts.deliveredAt)}, when the payment succeeded.` : 'Ticket not delivered.'} ${downloads}`,
    uncategorizedText: [
      facts.ticketFileSha256 ? `Ticket file SHA-256: ${facts.ticketFileSha256}.` : 'No ticket file.',
      `Sold by ${dispute.seller.name} on the marketplace; the buyer is ${dispute.buyer.name}.`,
      note,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}
