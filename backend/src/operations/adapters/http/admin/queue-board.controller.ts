import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { All, Controller, Next, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { QueueHealth } from '../../../../shared/adapters/queue/queue-health.js';

const QUEUE_BOARD_BASE = '/api/admin/queues';

/** Sealed mail parameters are ciphertext already; the board shows only their names (docs/adr/0011). */
function withSealedParamsHidden(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('sealedParams' in data)) return data;
  const sealed = (data as { sealedParams?: Record<string, string> }).sealedParams ?? {};
  return { ...data, sealedParams: Object.fromEntries(Object.keys(sealed).map((name) => [name, '(sealed)'])) };
}

/**
 * bull-board over every queue of the job registry, on either backend (its BullMQ adapter only talks to the
 * Queue objects). A controller rather than a middleware, so that it runs after every middleware, including the
 * admin-area guard that lets in only an administrator (by bearer token or queue-board pass).
 */
// A web page with its own JSON API, not part of ours: left out of the OpenAPI document (its access is tested in
// admin.e2e-spec.ts with the board's own paths).
@ApiExcludeController()
@Controller('admin/queues')
export class QueueBoardController {
  private readonly board: RequestHandler;

  constructor(queues: QueueHealth) {
    const server = new ExpressAdapter();
    server.setBasePath(QUEUE_BOARD_BASE);
    createBullBoard({
      queues: queues.queues().map((queue) => {
        const adapter = new BullMQAdapter(queue);
        adapter.setFormatter('data', withSealedParamsHidden);
        return adapter;
      }),
      serverAdapter: server,
      options: { uiConfig: { boardTitle: 'Baltic Ticket Exchange' } },
    });
    this.board = server.getRouter() as RequestHandler;
  }

  @All(['', '*path'])
  serve(@Req() request: Request, @Res() response: Response, @Next() next: NextFunction) {
    const [path, query] = request.originalUrl.split('?');
    // The board routes on the paths below its base.
    const inner = path.slice(QUEUE_BOARD_BASE.length) || '/';
    const outer = request.url;
    request.url = query === undefined ? inner : `${inner}?${query}`;
    this.board(request, response, (error?: unknown) => {
      request.url = outer;
      next(error);
    });
  }
}
