/** The API's error body: `{ code, message, params?, fieldErrors? }`, already translated by the server. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** No answer from the server at all (offline, DNS, connection reset). */
  static network(): ApiError {
    return new ApiError(0, 'network', '');
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') {
    const { code, message, fieldErrors, params } = body as {
      code: string;
      message?: unknown;
      fieldErrors?: Record<string, string>;
      params?: Record<string, unknown>;
    };
    return new ApiError(status, code, typeof message === 'string' ? message : '', fieldErrors ?? {}, params ?? {});
  }
  return new ApiError(status, 'unknown', '');
}
