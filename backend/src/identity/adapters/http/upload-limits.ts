import { CallHandler, Injectable, PayloadTooLargeException, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import type { DomainError } from '../../../shared/domain/domain-error.js';

/** Turns the upload parser's generic "too large" into the domain's own, translated refusal. */
export function refuseOversizedUploadWith(error: () => DomainError) {
  @Injectable()
  class OversizedUploadInterceptor implements NestInterceptor {
    intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(catchError((caught: unknown) => throwError(() => (caught instanceof PayloadTooLargeException ? error() : caught))));
    }
  }
  return OversizedUploadInterceptor;
}

/** The part of an uploaded file (multer, memory storage) that we use. */
export interface UploadedBytes {
  buffer: Buffer;
  size: number;
}
