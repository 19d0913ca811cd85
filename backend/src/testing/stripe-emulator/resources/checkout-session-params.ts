import type Stripe from 'stripe';
import type { LineItemRecord } from '../core/state.js';
import { formatAmount } from '../core/money.js';
import type { Params } from '../http/params.js';
import { invalidParameter, parameterMissing, referencedResourceMissing } from '../http/stripe-errors.js';

/** Every parameter Stripe's create endpoint accepts (SDK 23); those the emulator does not model are refused below or ignored. */
const CREATE_PARAMS = [
  'adaptive_pricing', 'after_expiration', 'allow_promotion_codes', 'allowed_payment_method_types', 'automatic_tax',
  'billing_address_collection', 'branding_settings', 'cancel_url', 'client_reference_id', 'consent_collection', 'currency',
  'custom_fields', 'custom_text', 'customer', 'customer_account', 'customer_creation', 'customer_email', 'customer_update',
  'discounts', 'excluded_payment_method_types', 'expand', 'expires_at', 'integration_identifier', 'invoice_creation',
  'line_items', 'locale', 'managed_payments', 'metadata', 'mode', 'name_collection', 'optional_items', 'origin_context',
  'payment_intent_data', 'payment_method_collection', 'payment_method_configuration', 'payment_method_data',
  'payment_method_options', 'payment_method_types', 'permissions', 'phone_number_collection', 'redirect_on_completion',
  'return_url', 'saved_payment_method_options', 'setup_intent_data', 'shipping_address_collection', 'shipping_options',
  'submit_type', 'subscription_data', 'success_url', 'tax_id_collection', 'ui_mode', 'wallet_options',
] as const;

const PAYMENT_INTENT_DATA_PARAMS = [
  'application_fee_amount', 'capture_method', 'description', 'metadata', 'on_behalf_of', 'receipt_email', 'setup_future_usage',
  'shipping', 'statement_descriptor', 'statement_descriptor_suffix', 'transfer_data', 'transfer_group',
] as const;

// Parameters that would change where or when the money moves; the emulator refuses them rather than ignore them.
const UNSUPPORTED_PAYMENT_INTENT_DATA = ['application_fee_amount', 'capture_method', 'on_behalf_of', 'setup_future_usage', 'transfer_data'];

const THIRTY_MINUTES = 30 * 60;
const ONE_DAY = 24 * 60 * 60;
// A caller computing "now + 30 minutes" reaches the server a moment later; Stripe tolerates that.
const CLOCK_TOLERANCE = 10;
const MINIMUM_AMOUNT = 50;

export interface SessionInput {
  lineItems: LineItemRecord[];
  currency: string;
  amountTotal: number;
  expiresAt: number;
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  locale: Stripe.Checkout.Session.Locale | null;
  paymentIntentData: { metadata: Record<string, string>; transferGroup: string | null; description: string | null };
}

export function readSessionInput(params: Params, now: number): SessionInput {
  params.allowOnly(CREATE_PARAMS);
  const mode = params.requiredString('mode');
  if (mode !== 'payment') throw unsupported('mode', `mode=${mode}`);
  const customer = params.string('customer');
  if (customer !== undefined) throw referencedResourceMissing('customer', customer, 'customer');
  const uiMode = params.string('ui_mode');
  if (uiMode !== undefined && uiMode !== 'hosted') throw unsupported('ui_mode', `ui_mode=${uiMode}`);

  const lineItems = params.objects('line_items');
  if (lineItems.length === 0) throw parameterMissing('line_items');
  const items = lineItems.map(readLineItem);
  const currency = items[0].currency;
  if (items.some((item) => item.currency !== currency)) {
    throw invalidParameter('All line items must be in the same currency.', 'line_items');
  }
  const amountTotal = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  if (currency === 'eur' && amountTotal < MINIMUM_AMOUNT) {
    throw invalidParameter(`The Checkout Session's total amount due must add up to at least ${formatAmount(MINIMUM_AMOUNT, currency)} eur`, 'line_items');
  }

  return {
    lineItems: items.map(({ name, quantity, unitAmount }) => ({ name, quantity, unitAmount })),
    currency,
    amountTotal,
    expiresAt: readExpiresAt(params, now),
    successUrl: readUrl(params, 'success_url'),
    cancelUrl: readUrl(params, 'cancel_url'),
    clientReferenceId: readClientReferenceId(params),
    customerEmail: params.string('customer_email') ?? null,
    metadata: params.metadata(),
    locale: params.string('locale') ?? null,
    paymentIntentData: readPaymentIntentData(params),
  };
}

function readLineItem(item: Params): LineItemRecord & { currency: string } {
  item.allowOnly(['adjustable_quantity', 'metadata', 'price', 'price_data', 'quantity', 'tax_rates', 'dynamic_tax_rates']);
  const price = item.string('price');
  if (price !== undefined) throw referencedResourceMissing('price', price, item.nameOf('price'));
  const priceData = item.object('price_data');
  if (!priceData) throw parameterMissing(item.nameOf('price_data'));
  priceData.allowOnly(['currency', 'product', 'product_data', 'recurring', 'tax_behavior', 'unit_amount', 'unit_amount_decimal']);
  const product = priceData.string('product');
  if (product !== undefined) throw referencedResourceMissing('product', product, priceData.nameOf('product'));
  if (priceData.has('recurring')) throw unsupported(priceData.nameOf('recurring'), 'recurring prices');
  const productData = priceData.object('product_data');
  if (!productData) throw parameterMissing(priceData.nameOf('product_data'));
  productData.allowOnly(['description', 'images', 'metadata', 'name', 'tax_code', 'unit_label']);
  return {
    name: productData.requiredString('name'),
    currency: priceData.requiredString('currency').toLowerCase(),
    unitAmount: priceData.requiredInteger('unit_amount', { min: 0 }),
    quantity: item.requiredInteger('quantity', { min: 1 }),
  };
}

function readExpiresAt(params: Params, now: number): number {
  const expiresAt = params.integer('expires_at');
  if (expiresAt === undefined) return now + ONE_DAY;
  if (expiresAt < now + THIRTY_MINUTES - CLOCK_TOLERANCE) {
    throw invalidParameter('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
  }
  if (expiresAt > now + ONE_DAY + CLOCK_TOLERANCE) {
    throw invalidParameter('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
  }
  return expiresAt;
}

function readUrl(params: Params, key: string): string | null {
  const url = params.string(key);
  if (url === undefined) return null;
  if (!URL.canParse(url)) throw invalidParameter('Not a valid URL', key, 'url_invalid');
  return url;
}

function readClientReferenceId(params: Params): string | null {
  const id = params.string('client_reference_id');
  if (id !== undefined && id.length > 200) {
    throw invalidParameter('Invalid string: must be at most 200 characters', 'client_reference_id', 'string_length_exceeds_maximum');
  }
  return id ?? null;
}

function readPaymentIntentData(params: Params): SessionInput['paymentIntentData'] {
  const data = params.object('payment_intent_data');
  if (!data) return { metadata: {}, transferGroup: null, description: null };
  data.allowOnly(PAYMENT_INTENT_DATA_PARAMS);
  const unsupportedKey = UNSUPPORTED_PAYMENT_INTENT_DATA.find((key) => data.has(key));
  if (unsupportedKey) throw unsupported(data.nameOf(unsupportedKey), data.nameOf(unsupportedKey));
  return { metadata: data.metadata(), transferGroup: data.string('transfer_group') ?? null, description: data.string('description') ?? null };
}

function unsupported(param: string, what: string) {
  return invalidParameter(`The Stripe emulator does not support ${what} (it emulates hosted Checkout in payment mode, captured at once).`, param);
}
