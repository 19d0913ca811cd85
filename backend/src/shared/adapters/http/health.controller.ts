import { Controller, Get, HttpStatus, Injectable, Res, type BeforeApplicationShutdown } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/config.js';
import { DependencyChecks, timedCheck } from '../health/dependency-checks.js';
import { QueueHealth } from '../queue/queue-health.js';
import { Access } from './access.js';
import { LivenessResponse, ReadinessResponse } from './responses.js';

/**
 * Set when the process starts shutting down: readiness turns 503 while the API keeps serving for
 * SHUTDOWN_DRAIN_MS, so load balancers stop sending traffic before the listener closes (a connection still
 * waiting to be accepted at that moment would be reset).
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  draining = false;

  constructor(private readonly config: AppConfig) {}

  async beforeApplicationShutdown() {
    this.draining = true;
    if (this.config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, this.config.shutdownDrainMs));
  }
}

@ApiTags('health')
@Access('public')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: QueueHealth,
    private readonly dependencies: DependencyChecks,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'The process is alive.', type: LivenessResponse })
  live(): LivenessResponse {
    return { status: 'up' };
  }

  /**
   * Unready (503) only when the API cannot serve: PostgreSQL out of reach, or draining. Queue, storage and mail
   * are reported from the background checks: without them requests still succeed (jobs and mail wait in the
   * outbox), and taking every replica out for an SMTP outage would turn it into a full outage.
   */
  @Get('ready')
  @ApiOkResponse({ description: 'The database answers; queue, storage and mail are reported as last checked.', type: ReadinessResponse })
  @ApiServiceUnavailableResponse({ description: 'The database is out of reach, or the process is shutting down (the same body, status down).', type: ReadinessResponse })
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessResponse> {
    const database = await timedCheck(() => this.dataSource.query('SELECT 1'));
    const ready = database.status === 'up' && !this.shutdown.draining;
    response.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ready ? 'up' : 'down', draining: this.shutdown.draining, queueBackend: this.queue.backend, checks: { database, ...this.dependencies.current() } };
  }
}
