import { Controller, Delete, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../../config/config.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { QUEUE_BOARD_PASS_SECONDS, QueueBoardPass } from '../../security/queue-board-pass.js';
import { clearQueueBoardCookie, QUEUE_BOARD_PATH, setQueueBoardCookie } from '../queue-board-cookie.js';
import { Access } from '../../../../shared/adapters/http/access.js';
import { QueueBoardSessionResponse } from '../identity.responses.js';

/** Opens the queue board (bull-board at /api/admin/queues/) for the administrator holding the bearer token. */
@ApiTags('admin: operations')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/queues/session')
export class QueueBoardSessionController {
  constructor(
    private readonly passes: QueueBoardPass,
    private readonly app: AppConfig,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: `Sets a ${QUEUE_BOARD_PASS_SECONDS / 60}-minute, httpOnly, SameSite=Strict cookie for ${QUEUE_BOARD_PATH}; then open the url.`, type: QueueBoardSessionResponse })
  async open(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) response: Response): Promise<QueueBoardSessionResponse> {
    const pass = await this.passes.issue({ userId: user.id, sessionFamilyId: user.sessionFamilyId });
    setQueueBoardCookie(response, pass, QUEUE_BOARD_PASS_SECONDS, this.secureCookies);
    return { url: `${QUEUE_BOARD_PATH}/`, expiresInSeconds: QUEUE_BOARD_PASS_SECONDS };
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Removes the cookie (signing out ends the pass anyway: it names the same sign-in).' })
  close(@Res({ passthrough: true }) response: Response) {
    clearQueueBoardCookie(response, this.secureCookies);
  }

  private get secureCookies(): boolean {
    return this.app.publicUrl.startsWith('https:');
  }
}
