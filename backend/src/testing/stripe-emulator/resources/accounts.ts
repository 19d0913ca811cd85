import type Stripe from 'stripe';
import { unixNow, type EmulatorContext } from '../core/context.js';
import { NO_REQUEST } from '../core/event-log.js';
import { newId, randomToken } from '../core/ids.js';
import type { ApiRoute } from '../http/api-route.js';
import type { Params } from '../http/params.js';
import { accountInvalid, invalidParameter, parameterMissing, referencedResourceMissing } from '../http/stripe-errors.js';

const CREATE_PARAMS = [
  'account_token', 'business_profile', 'business_type', 'capabilities', 'company', 'controller', 'country', 'default_currency',
  'documents', 'email', 'expand', 'external_account', 'groups', 'individual', 'metadata', 'settings', 'tos_acceptance', 'type',
] as const;
const LINK_PARAMS = ['account', 'type', 'collect', 'collection_options', 'expand', 'refresh_url', 'return_url'] as const;

/** What Stripe asks a new Express account in the Baltics for before it may receive transfers. */
const ONBOARDING_REQUIREMENTS = [
  'business_profile.url',
  'business_type',
  'external_account',
  'individual.address.city',
  'individual.address.line1',
  'individual.dob.day',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];
const RESTRICTING_REQUIREMENTS = ['individual.verification.document'];
// Stripe's account links stop working after a few minutes or once used.
const LINK_LIFETIME_SECONDS = 300;

export type OnboardingOutcome = 'complete' | 'restrict';

function findAccount(context: EmulatorContext, id: string, apiKey: string): Stripe.Account {
  const account = context.state.accounts.get(id);
  if (!account) throw accountInvalid(apiKey, id);
  return account;
}

function requirements(due: string[]): Stripe.Account.Requirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: due,
    disabled_reason: due.length > 0 ? 'requirements.past_due' : null,
    errors: [],
    eventually_due: due,
    past_due: due,
    pending_verification: [],
  };
}

function requestedCapabilities(params: Params): Stripe.Account.Capabilities {
  const capabilities = params.object('capabilities');
  const requested: Record<string, 'inactive'> = {};
  for (const name of capabilities?.keys() ?? []) {
    if (capabilities?.object(name)?.boolean('requested')) requested[name] = 'inactive';
  }
  return requested;
}

function createAccount(context: EmulatorContext, params: Params): Stripe.Account {
  params.allowOnly(CREATE_PARAMS);
  const type = params.oneOf('type', ['custom', 'express', 'standard']);
  if (type === undefined && !params.has('controller')) throw parameterMissing('type');
  const country = (params.string('country') ?? 'LV').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    throw invalidParameter(`Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'US', 'EG', or 'GB'.`, 'country');
  }
  const id = newId('acct');
  const account: Stripe.Account = {
    id,
    object: 'account',
    business_type: params.oneOf('business_type', ['company', 'government_entity', 'individual', 'non_profit']) ?? null,
    capabilities: requestedCapabilities(params),
    charges_enabled: false,
    country,
    created: unixNow(),
    default_currency: params.string('default_currency')?.toLowerCase() ?? 'eur',
    details_submitted: false,
    email: params.string('email') ?? null,
    external_accounts: { object: 'list', data: [], has_more: false, url: `/v1/accounts/${id}/external_accounts` },
    future_requirements: requirements([]),
    metadata: params.metadata(),
    payouts_enabled: false,
    requirements: requirements(ONBOARDING_REQUIREMENTS),
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type: type ?? 'none',
  };
  context.state.accounts.set(id, account);
  return account;
}

function createAccountLink(context: EmulatorContext, params: Params): Stripe.AccountLink {
  params.allowOnly(LINK_PARAMS);
  const accountId = params.requiredString('account');
  if (params.oneOf('type', ['account_onboarding', 'account_update']) === undefined) throw parameterMissing('type');
  const refreshUrl = params.requiredString('refresh_url');
  const returnUrl = params.requiredString('return_url');
  for (const [key, url] of [['refresh_url', refreshUrl], ['return_url', returnUrl]] as const) {
    if (!URL.canParse(url)) throw invalidParameter('Not a valid URL', key, 'url_invalid');
  }
  if (!context.state.accounts.has(accountId)) throw referencedResourceMissing('account', accountId, 'account');
  const created = unixNow();
  const token = randomToken(24);
  context.state.accountLinks.set(token, { accountId, refreshUrl, returnUrl, expiresAt: created + LINK_LIFETIME_SECONDS, used: false });
  return { object: 'account_link', created, expires_at: created + LINK_LIFETIME_SECONDS, url: `${context.publicUrl}/setup/s/${accountId}/${token}` };
}

/**
 * The seller finishes Stripe's onboarding: complete (may receive transfers and payouts) or restricted (details
 * submitted that Stripe cannot verify). Either way `account.updated` goes out, as a Connect event.
 */
export function finishOnboarding(context: EmulatorContext, account: Stripe.Account, outcome: OnboardingOutcome): Stripe.Account {
  const previous: Partial<Stripe.Account> = structuredClone({
    capabilities: account.capabilities,
    charges_enabled: account.charges_enabled,
    details_submitted: account.details_submitted,
    payouts_enabled: account.payouts_enabled,
    requirements: account.requirements,
  });
  const enabled = outcome === 'complete';
  const capabilityStatus = enabled ? 'active' : 'inactive';
  Object.assign(account, {
    capabilities: Object.fromEntries(Object.keys(account.capabilities ?? {}).map((name) => [name, capabilityStatus])),
    charges_enabled: enabled,
    details_submitted: true,
    payouts_enabled: enabled,
    requirements: requirements(enabled ? [] : RESTRICTING_REQUIREMENTS),
    tos_acceptance: { date: unixNow(), ip: '127.0.0.1', user_agent: 'Stripe emulator' },
  } satisfies Partial<Stripe.Account>);
  context.events.publish('account.updated', account, { request: NO_REQUEST, previousAttributes: previous, account: account.id });
  return account;
}

export function accountRoutes(context: EmulatorContext): ApiRoute[] {
  return [
    { method: 'POST', path: '/v1/accounts', handler: ({ params }) => createAccount(context, params) },
    {
      method: 'GET',
      path: '/v1/accounts/:id',
      handler: ({ params, pathParams, apiKey }) => {
        params.allowOnly(['expand']);
        return findAccount(context, pathParams.id, apiKey);
      },
    },
    { method: 'POST', path: '/v1/account_links', handler: ({ params }) => createAccountLink(context, params) },
  ];
}
