import { Controller, Headers, HttpCode, HttpStatus, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExcludeEndpoint, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import Stripe from 'stripe';
import { PaymentsConfig } from '../../../config/config.js';
import { Access } from '../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../shared/adapters/http/input-rules.js';
import { RecordPaymentEvent } from '../../application/record-payment-event.use-case.js';
import { MarketplaceErrors } from '../../domain/marketplace.errors.js';

/** Stripe's tolerance: a signature older than five minutes is refused (a replayed request). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe's events: verified on the raw bytes with the endpoint's secret, stored once by id and settled from the
 * queue. Answers 200 as soon as the event is stored (a retry of a stored one too), so Stripe stops retrying.
 */
@ApiTags('payments')
@Controller('payments/stripe/webhooks')
export class StripeWebhooksController {
  private readonly webhooks = Stripe.webhooks;

  constructor(
    private readonly config: PaymentsConfig,
    private readonly record: RecordPaymentEvent,
  ) {}

  @Post()
  @Access('public')
  @HttpCode(HttpStatus.OK)
  @ApiExcludeEndpoint()
  @ApiOkResponse({ description: 'Stored (or stored before).' })
  @ApiBadRequestResponse({ description: 'Not signed by Stripe with this endpoint secret.' })
  async receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    const event = this.verified(request.rawBody, signature);
    await this.record.execute({ id: event.id, type: event.type, orderId: orderIdOf(event), disputeId: disputeIdOf(event), payload: event });
    return { received: true };
  }

  private verified(body: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!this.config.webhookSecret || !body || !signature) throw MarketplaceErrors.webhookSignatureInvalid();
    try {
      return this.webhooks.constructEvent(body, signature, this.config.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
    } catch {
      throw MarketplaceErrors.webhookSignatureInvalid();
    }
  }
}

/** The order an event is about: a checkout's client reference, or the order id our metadata carries. */
function orderIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; client_reference_id?: string | null; metadata?: Record<string, string> | null };
  const candidate = object.object === 'checkout.session' ? object.client_reference_id : object.metadata?.order_id;
  return candidate && UUID_PATTERN.test(candidate) ? candidate : null;
}

/** The card dispute a `charge.dispute.*` event is about: it names the payment, not our order; the job finds the order. */
function disputeIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string };
  return event.type.startsWith('charge.dispute.') && object.object === 'dispute' && typeof object.id === 'string' ? object.id : null;
}
