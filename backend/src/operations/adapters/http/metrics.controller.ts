import { Controller, Get, Injectable, Res, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MetricsConfig } from '../../../config/config.js';
import { AppMetrics } from '../../../shared/adapters/metrics/app-metrics.js';
import { hasMetricsToken } from '../../../shared/adapters/metrics/metrics-token.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { Access } from '../../../shared/adapters/http/access.js';

/** Prometheus scrapes with `Authorization: Bearer $METRICS_TOKEN`; with no token configured the endpoint is closed. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(private readonly config: MetricsConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().header('authorization');
    if (!hasMetricsToken(header, this.config.token)) throw new DomainError('auth.forbidden', {}, 'forbidden');
    return true;
  }
}

@ApiTags('operations')
@Access('operator')
@Controller('metrics')
@UseGuards(MetricsTokenGuard)
export class MetricsController {
  constructor(private readonly metrics: AppMetrics) {}

  @Get()
  @ApiOkResponse({
    description: 'Prometheus text format: HTTP latency per route, queue depths, outbox lag, process figures.',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiForbiddenResponse({ description: 'Missing or wrong metrics token.' })
  async scrape(@Res() response: Response) {
    const text = await this.metrics.registry.metrics();
    response.setHeader('Cache-Control', 'no-store');
    response.type(this.metrics.registry.contentType).send(text);
  }
}
