import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { I18nService } from 'nestjs-i18n';
import { DomainError, type DomainErrorKind } from '../../domain/domain-error.js';
import type { Language } from '../../domain/language.js';
import { isDependencyUnavailable } from './dependency-unavailable.js';
import { RequestValidationError } from './request-validation.js';
import { requestLanguage } from './request-language.js';

/** The one body shape of every error response. */
export interface ErrorBody {
  code: string;
  message: string;
  params?: Record<string, string | number>;
  fieldErrors?: Record<string, string>;
}

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  gone: HttpStatus.GONE,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  'too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  'rate-limited': HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** A database restart takes seconds; clients and load balancers retry after this. */
const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

const CODE_OF_STATUS: Record<number, string> = {
  400: 'request.invalid',
  401: 'auth.unauthenticated',
  403: 'auth.forbidden',
  404: 'request.not_found',
  405: 'request.method_not_allowed',
  406: 'request.not_acceptable',
  409: 'request.conflict',
  413: 'request.too_large',
  415: 'request.unsupported_media_type',
  422: 'request.unprocessable',
  429: 'request.rate_limited',
  503: 'service.unavailable',
};

/**
 * Maps everything thrown while serving a request to `{ code, message, params?, fieldErrors? }`, translated
 * into the request's language. Nothing internal (stack, SQL, paths) ever reaches the client.
 */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  private readonly logger = new Logger('errors');

  constructor(private readonly i18n: I18nService) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    if (response.headersSent) return;
    const language = requestLanguage(request);
    if (isDependencyUnavailable(exception)) {
      this.logger.warn({ msg: 'dependency unavailable', error: String(exception) });
      response.setHeader('Retry-After', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
      response.status(HttpStatus.SERVICE_UNAVAILABLE).json({ code: 'service.unavailable', message: this.translate('errors.service.unavailable', language) });
      return;
    }
    const { status, body } = this.describe(exception, language);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception : String(exception));
    const retryAfter = body.params?.retryAfterSeconds;
    if (status === HttpStatus.TOO_MANY_REQUESTS && typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(status).json(body);
  }

  private describe(exception: unknown, lang: Language): { status: number; body: ErrorBody } {
    if (exception instanceof DomainError) {
      const body: ErrorBody = { code: exception.code, message: this.translate(`errors.${exception.code}`, lang, exception.params) };
      if (Object.keys(exception.params).length > 0) body.params = exception.params;
      return { status: STATUS_OF_KIND[exception.kind], body };
    }
    if (exception instanceof RequestValidationError) {
      const fieldErrors: Record<string, string> = {};
      for (const problem of exception.problems) {
        fieldErrors[problem.field] ??= this.translate(problem.key, lang, problem.args);
      }
      const code = 'validation.failed';
      return { status: HttpStatus.BAD_REQUEST, body: { code, message: this.translate(`errors.${code}`, lang), fieldErrors } };
    }
    const status = statusOf(exception);
    const code = CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'request.invalid');
    return { status, body: { code, message: this.translate(`errors.${code}`, lang) } };
  }

  private translate(key: string, lang: Language, args: Record<string, unknown> = {}): string {
    const translated = this.i18n.translate(key, { lang, args });
    return typeof translated === 'string' && translated !== key ? translated : this.i18n.translate('errors.request.invalid', { lang });
  }
}

/** Errors from Nest (HttpException) and from Express middleware such as the body parser (`status`). */
function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  const status = (exception as { status?: unknown; statusCode?: unknown } | null)?.status ?? (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 600) return status;
  return HttpStatus.INTERNAL_SERVER_ERROR;
}
