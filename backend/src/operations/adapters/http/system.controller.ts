import { Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiForbiddenResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestLanguage } from '../../../shared/adapters/http/request-language.js';
import { SendTestEmail } from '../../application/send-test-email.use-case.js';
import { OpsTokenGuard } from './ops-token.guard.js';
import { Access } from '../../../shared/adapters/http/access.js';
import { TestEmailResponse } from './operations.responses.js';

@ApiTags('operations')
@Access('operator')
@Controller('system')
@UseGuards(OpsTokenGuard)
export class SystemController {
  constructor(private readonly sendTestEmail: SendTestEmail) {}

  @Post('test-email')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'A delivery check is queued for the support inbox.', type: TestEmailResponse })
  @ApiForbiddenResponse({ description: 'Missing or wrong operator token.' })
  testEmail(@Req() request: Request): Promise<TestEmailResponse> {
    return this.sendTestEmail.execute(requestLanguage(request));
  }
}
