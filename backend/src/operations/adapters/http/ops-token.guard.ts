import { timingSafeEqual } from 'node:crypto';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../../config/config.js';
import { DomainError } from '../../../shared/domain/domain-error.js';

/** Operator endpoints take `Authorization: Bearer $OPS_TOKEN`; with no OPS_TOKEN configured they are closed. */
@Injectable()
export class OpsTokenGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.config.opsToken;
    const header = context.switchToHttp().getRequest<Request>().header('authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!expected || !given || !sameSecret(given, expected)) throw new DomainError('auth.forbidden', {}, 'forbidden');
    return true;
  }
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
