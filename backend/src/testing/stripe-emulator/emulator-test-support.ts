import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeEmulator } from './stripe-emulator.js';

/** The official SDK pointed at the emulator; no retries, so a test sees each answer as it came. */
export function stripeClient(emulator: StripeEmulator, secretKey = emulator.secretKey): Stripe {
  return new Stripe(secretKey, { ...emulator.sdkOptions, maxNetworkRetries: 0, telemetry: false });
}

export function inMinutes(minutes: number): number {
  return Math.floor(Date.now() / 1000) + minutes * 60;
}

/** A purchase of two tickets at €25.00, as the marketplace would create it. */
export function ticketPurchase(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [{ price_data: { currency: 'eur', unit_amount: 2500, product_data: { name: 'Prāta Vētra, Arena Rīga' } }, quantity: 2 }],
    success_url: 'https://shop.example/orders/42/paid?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://shop.example/orders/42',
    expires_at: inMinutes(45),
    client_reference_id: 'order-42',
    customer_email: 'buyer@example.com',
    metadata: { order_id: '42' },
    payment_intent_data: { metadata: { order_id: '42' }, transfer_group: 'order-42' },
    locale: 'lv',
    ...overrides,
  };
}

interface ReceivedWebhook {
  body: string;
  signature: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status the next requests get: 200 by default. */
  answerWith(status: number): void;
  /** Stops listening (deliveries meet a refused connection) until `reopen()` on the same port. */
  stop(): Promise<void>;
  reopen(): Promise<void>;
  close(): Promise<void>;
}

/** A webhook endpoint that records what it receives. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    const listening = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers['stripe-signature']) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.address() as AddressInfo).port;
    server = listening;
  };
  const stop = async () => {
    const stopping = server;
    server = undefined;
    if (!stopping) return;
    await new Promise<void>((resolve) => {
      stopping.close(() => resolve());
      stopping.closeAllConnections();
    });
  };
  await listen();
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    answerWith: (next) => {
      status = next;
    },
    stop,
    reopen: listen,
    close: stop,
  };
}

export interface HostedPage {
  status: number;
  html: string;
  /** The first form's action, resolved against the page. */
  formAction(label?: string): string;
}

/** GETs a hosted page as a browser would, without following redirects. */
export async function openPage(url: string): Promise<HostedPage> {
  const response = await fetch(url, { redirect: 'manual' });
  return pageOf(url, response.status, await response.text());
}

/** Submits a form as a browser does (urlencoded), without following the 303. */
export async function submitForm(action: string, fields: Record<string, string>): Promise<{ status: number; location: string | null; page: HostedPage }> {
  const response = await fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  return { status: response.status, location: location && new URL(location, action).toString(), page: pageOf(action, response.status, await response.text()) };
}

function pageOf(url: string, status: number, html: string): HostedPage {
  return {
    status,
    html,
    formAction(button) {
      const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
      const form = button === undefined ? forms[0] : forms.find((match) => match[2].includes(`>${button}</button>`));
      if (!form) throw new Error(`No form${button ? ` with a ${button} button` : ''} on ${url}:\n${html}`);
      return new URL(form[1], url).toString();
    },
  };
}

/** The text a person reads: tags dropped, entities decoded, white space collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}
