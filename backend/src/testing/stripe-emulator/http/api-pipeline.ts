import { setTimeout as sleep } from 'node:timers/promises';
import { randomToken } from '../core/ids.js';
import type { EmulatorState } from '../core/state.js';
import type { ApiHandler } from './api-route.js';
import { expandPaths } from './expand.js';
import { parseFormBody } from './form-body.js';
import type { IdempotencyStore } from './idempotency.js';
import { Params } from './params.js';
import type { Router } from './router.js';
import { accountInvalid, redactedKey, StripeApiError, type StripeErrorFields } from './stripe-errors.js';

export interface ApiCall {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ApiPipeline {
  secretKey: string;
  latencyMs: number;
  router: Router<ApiHandler>;
  idempotency: IdempotencyStore;
  state: EmulatorState;
  apiVersion: string;
}

const NO_KEY_MESSAGE =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/** One `/v1/` request, handled as Stripe handles it: authentication, Idempotency-Key, parameters, expansion, errors. */
export async function answerApiCall(pipeline: ApiPipeline, call: ApiCall): Promise<ApiAnswer> {
  const requestId = `req_${randomToken(14)}`;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Request-Id': requestId,
    'Stripe-Version': header(call, 'stripe-version') ?? pipeline.apiVersion,
  };
  const answer = (status: number, body: object, extra: Record<string, string> = {}): ApiAnswer => ({
    status,
    headers: { ...headers, ...extra },
    body: JSON.stringify(body, null, 2),
  });
  const error = (status: number, fields: StripeErrorFields) => answer(status, { error: fields });

  const key = apiKeyOf(call);
  if (key === undefined) return error(401, { type: 'invalid_request_error', message: NO_KEY_MESSAGE });
  if (key !== pipeline.secretKey) return error(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${redactedKey(key)}` });

  const path = call.url.pathname;
  const match = pipeline.router(call.method, path);
  if (!match) {
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${call.method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  const account = header(call, 'stripe-account') ?? null;
  if (account !== null && !pipeline.state.accounts.has(account)) {
    const refusal = accountInvalid(key, account);
    return answer(refusal.status, refusal.body());
  }

  const params = new Params(parseFormBody(call.method === 'POST' ? call.body : call.url.search.slice(1)));

  const idempotencyKey = call.method === 'POST' ? (header(call, 'idempotency-key') ?? null) : null;
  const scopedKey = idempotencyKey === null ? null : [pipeline.secretKey, account ?? '', idempotencyKey].join('\n');
  if (scopedKey !== null && idempotencyKey !== null) {
    const endpoint = `${call.method} ${path}`;
    const decision = pipeline.idempotency.begin(scopedKey, endpoint, params.fingerprint());
    const idempotencyError = (status: number, message: string, code?: string) =>
      error(status, { type: 'idempotency_error', message, ...(code ? { code } : {}) });
    switch (decision.kind) {
      case 'replay':
        return { status: decision.response.status, headers: { ...headers, 'Idempotent-Replayed': 'true', 'Idempotency-Key': idempotencyKey }, body: decision.response.body };
      case 'in_flight':
        return idempotencyError(
          409,
          `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${idempotencyKey}. Please try again later.`,
          'idempotency_key_in_use',
        );
      case 'other_parameters':
        return idempotencyError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      case 'other_endpoint':
        return idempotencyError(
          400,
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${decision.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      case 'new':
        break;
    }
  }

  if (pipeline.latencyMs > 0) await sleep(pipeline.latencyMs);
  const result = runHandler(pipeline, match.handler, { params, pathParams: match.pathParams, account, apiKey: key, origin: { id: requestId, idempotency_key: idempotencyKey } });
  const extra: Record<string, string> = idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey };
  const response = 'object' in result ? answer(200, result.object, extra) : answer(result.error.status, result.error.body(), extra);
  if (scopedKey !== null) {
    // Refused parameters never started the operation, so Stripe keeps no answer under the key.
    if ('error' in result && result.error.validation) pipeline.idempotency.release(scopedKey);
    else pipeline.idempotency.complete(scopedKey, { status: response.status, body: response.body });
  }
  return response;
}

function runHandler(
  pipeline: ApiPipeline,
  handler: ApiHandler,
  request: Parameters<ApiHandler>[0],
): { object: object } | { error: StripeApiError } {
  let object: object;
  try {
    object = handler(request);
  } catch (thrown) {
    return { error: asStripeError(thrown) };
  }
  try {
    return { object: expandPaths(object, request.params.strings('expand'), (id) => pipeline.state.findObject(id)) };
  } catch (thrown) {
    // The operation has run: a bad `expand` must not make a retry run it again.
    const error = asStripeError(thrown);
    return { error: new StripeApiError(error.status, error.fields, false) };
  }
}

function asStripeError(thrown: unknown): StripeApiError {
  if (thrown instanceof StripeApiError) return thrown;
  return new StripeApiError(500, { type: 'api_error', message: `The Stripe emulator failed: ${thrown instanceof Error ? thrown.message : String(thrown)}` });
}

function header(call: ApiCall, name: string): string | undefined {
  const value = call.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `Authorization: Bearer sk_…`, or Basic with the key as user name, as `curl -u sk_…:` sends it. */
function apiKeyOf(call: ApiCall): string | undefined {
  const authorization = header(call, 'authorization');
  if (!authorization) return undefined;
  const [scheme, credentials = ''] = authorization.split(' ', 2);
  if (/^bearer$/i.test(scheme)) return credentials.trim() || undefined;
  if (/^basic$/i.test(scheme)) return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] || undefined;
  return undefined;
}
