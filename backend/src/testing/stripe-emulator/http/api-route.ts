import type { RequestOrigin } from '../core/event-log.js';
import type { Params } from './params.js';
import type { Route } from './router.js';

interface ApiRequest {
  params: Params;
  pathParams: Record<string, string>;
  /** The request as events record it (`event.request`). */
  origin: RequestOrigin;
  /** The `Stripe-Account` header: the connected account the caller acts for, if any. */
  account: string | null;
  /** The caller's secret key, which some of Stripe's messages quote (redacted). */
  apiKey: string;
}

/** Answers with the Stripe object (the pipeline expands and serialises it) or throws a StripeApiError. */
export type ApiHandler = (request: ApiRequest) => object;

export type ApiRoute = Route<ApiHandler>;
