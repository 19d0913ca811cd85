import { createServer, type Server } from 'node:http';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MetricsConfig } from '../../../config/config.js';
import { AppMetrics } from './app-metrics.js';
import { hasMetricsToken } from './metrics-token.js';

/**
 * The worker has no HTTP API, so when WORKER_METRICS_PORT is set it serves its own `/metrics` (job durations and
 * failures happen in the worker), with the same bearer token as the API's /api/metrics.
 */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('metrics');
  private server: Server | undefined;

  constructor(
    private readonly config: MetricsConfig,
    private readonly metrics: AppMetrics,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.workerPort) return;
    this.server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      if (!hasMetricsToken(request.headers.authorization, this.config.token)) {
        response.writeHead(403).end();
        return;
      }
      this.metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'Content-Type': this.metrics.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(this.config.workerPort, resolve));
    this.logger.log({ msg: 'worker metrics listening', port: this.config.workerPort });
  }

  async onApplicationShutdown() {
    if (!this.server) return;
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }
}
