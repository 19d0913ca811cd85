import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type Stripe from 'stripe';
import type { Timers } from '../core/timers.js';
import { signatureHeader } from './signature.js';

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Stripe's retry schedule for failed deliveries, roughly: the first retries within the hour, then every few hours,
 * for about three days.
 */
export const STRIPE_RETRY_DELAYS_MS = [1, 5, 30, 120, 300, 600, 600, 720, 720, 720, 720, 720].map((minutes) => minutes * 60_000);

/**
 * POSTs every event to every endpoint, signed as Stripe signs it. A non-2xx answer or a connection error is retried
 * after each delay in turn; deliveries run independently, so endpoints see events in no guaranteed order.
 */
export class WebhookDelivery {
  private readonly endpoints: WebhookEndpoint[] = [];
  private readonly inFlight = new Set<AbortController>();
  private unsettled = 0;
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly options: { retryDelaysMs: readonly number[]; timers: Timers; log: (line: string) => void },
  ) {}

  addEndpoint(endpoint: WebhookEndpoint): void {
    this.endpoints.push(endpoint);
  }

  /** Queues the event for every endpoint; returns how many deliveries are pending (the event's `pending_webhooks`). */
  enqueue(event: Stripe.Event): number {
    if (this.closed) return 0;
    for (const endpoint of this.endpoints) {
      this.unsettled++;
      this.options.timers.after(0, () => void this.attempt(event, endpoint, 0));
    }
    return this.endpoints.length;
  }

  /** Resolves when no delivery is waiting for a retry or in flight. */
  settled(): Promise<void> {
    if (this.unsettled === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    for (const controller of this.inFlight) controller.abort();
    this.unsettled = 0;
    this.wakeWaiters();
  }

  private async attempt(event: Stripe.Event, endpoint: WebhookEndpoint, attempt: number): Promise<void> {
    if (this.closed) return;
    const payload = JSON.stringify(event, null, 2);
    const outcome = await this.post(endpoint.url, payload, signatureHeader(payload, endpoint.secret));
    if (this.closed) return;
    const delivered = typeof outcome === 'number' && outcome >= 200 && outcome < 300;
    const described = typeof outcome === 'number' ? `HTTP ${outcome}` : outcome;
    if (delivered) {
      event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
      this.options.log(`webhook ${event.type} ${event.id} -> ${endpoint.url}: ${described}`);
      this.finishOne();
      return;
    }
    const delay = this.options.retryDelaysMs[attempt];
    if (delay === undefined) {
      this.options.log(`webhook ${event.type} ${event.id} -> ${endpoint.url}: ${described}; giving up after ${attempt + 1} attempts`);
      this.finishOne();
      return;
    }
    this.options.log(`webhook ${event.type} ${event.id} -> ${endpoint.url}: ${described}; retrying in ${delay} ms`);
    this.options.timers.after(delay, () => void this.attempt(event, endpoint, attempt + 1));
  }

  /** The endpoint's status code, or why there was none. */
  private post(url: string, payload: string, signature: string): Promise<number | string> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    return new Promise<number | string>((resolve) => {
      const request = send(
        url,
        {
          method: 'POST',
          agent: false,
          signal: controller.signal,
          timeout: ATTEMPT_TIMEOUT_MS,
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(payload),
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Stripe-Signature': signature,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', (error) => resolve(error.message));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${ATTEMPT_TIMEOUT_MS} ms`)));
      request.on('error', (error) => resolve(error.message));
      request.end(payload);
    }).finally(() => this.inFlight.delete(controller));
  }

  private finishOne(): void {
    this.unsettled = Math.max(0, this.unsettled - 1);
    if (this.unsettled === 0) this.wakeWaiters();
  }

  private wakeWaiters(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
