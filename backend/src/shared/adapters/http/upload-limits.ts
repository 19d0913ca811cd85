import { CallHandler, HttpException, Injectable, PayloadTooLargeException, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, throwError, type Observable } from 'rxjs';
import type { DomainError } from '../../domain/domain-error.js';

/** Room for the multipart framing and the text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Put before the upload parser: a body announced larger than the limit is refused before a byte of it is read,
 * and the parser's own "too large" (a file over its limit, or a body without a length) becomes the domain's
 * translated refusal (`parserError`, the same unless given). With `tooMany`, more files than the parser takes get
 * that refusal instead of the parser's untranslated one.
 */
export function refuseUploadsOver(maxFileBytes: number, error: () => DomainError, parserError: () => DomainError = error, tooMany?: () => DomainError) {
  @Injectable()
  class UploadLimitInterceptor implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const declared = Number(context.switchToHttp().getRequest<Request>().header('content-length'));
      if (Number.isFinite(declared) && declared > maxFileBytes + MULTIPART_OVERHEAD_BYTES) {
        // The connection closes after the answer, so the rest of the body is never read.
        context.switchToHttp().getResponse<Response>().setHeader('Connection', 'close');
        throw error();
      }
      return next.handle().pipe(
        catchError((caught: unknown) => throwError(() => {
          if (tooMany && isTooManyFiles(caught)) return tooMany();
          return caught instanceof PayloadTooLargeException ? parserError() : caught;
        })),
      );
    }
  }
  return UploadLimitInterceptor;
}

/** The parser's "too many files" (over its `limits.files`), told by the parser's own code. */
function isTooManyFiles(caught: unknown): boolean {
  return caught instanceof HttpException && (caught.cause as { code?: unknown } | undefined)?.code === 'LIMIT_FILE_COUNT';
}

/** The part of an uploaded file (multer, memory storage) that we use. */
export interface UploadedBytes {
  buffer: Buffer;
  size: number;
  originalname: string;
  mimetype: string;
}
