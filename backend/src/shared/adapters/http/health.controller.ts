import { Controller, Get, HttpStatus, Injectable, Res, type BeforeApplicationShutdown } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/config.js';
import { FileStorage } from '../../application/ports/file-storage.port.js';
import { Mailer } from '../../application/ports/mailer.port.js';
import { QueueHealth } from '../queue/queue-health.js';
import { Access } from './access.js';

type CheckName = 'database' | 'queue' | 'storage' | 'mail';
interface CheckResult {
  status: 'up' | 'down';
  latencyMs: number;
  error?: string;
}

const CHECK_TIMEOUT_MS = 3000;

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
    private readonly storage: FileStorage,
    private readonly mailer: Mailer,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'The process is alive.' })
  live() {
    return { status: 'up' };
  }

  @Get('ready')
  @ApiOkResponse({ description: 'Every dependency answers.' })
  @ApiServiceUnavailableResponse({ description: 'A dependency is down, or the process is shutting down.' })
  async ready(@Res({ passthrough: true }) response: Response) {
    const probes: Record<CheckName, () => Promise<unknown>> = {
      database: () => this.dataSource.query('SELECT 1'),
      queue: () => this.queue.ping(),
      storage: () => this.storage.ping(),
      mail: () => this.mailer.ping(),
    };
    const names = Object.keys(probes) as CheckName[];
    const results = await Promise.all(names.map((name) => check(probes[name])));
    const checks = Object.fromEntries(names.map((name, index) => [name, results[index]])) as Record<CheckName, CheckResult>;
    const allUp = results.every((result) => result.status === 'up') && !this.shutdown.draining;
    response.status(allUp ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: allUp ? 'up' : 'down', draining: this.shutdown.draining, queueBackend: this.queue.backend, checks };
  }
}

async function check(probe: () => Promise<unknown>): Promise<CheckResult> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return { status: 'up', latencyMs: Date.now() - started };
  } catch (error) {
    // Only the kind of failure, never connection strings or hosts: this endpoint is public.
    return { status: 'down', latencyMs: Date.now() - started, error: error instanceof Error ? error.name : 'Error' };
  } finally {
    clearTimeout(timer);
  }
}
