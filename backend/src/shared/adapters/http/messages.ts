import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { I18nService } from 'nestjs-i18n';
import { requestLanguage } from './request-language.js';

/** Success messages (`i18n/<lang>/messages.json`), and reasons given inside a success, in the language of the request. */
@Injectable()
export class Messages {
  constructor(private readonly i18n: I18nService) {}

  for(request: Request, key: string, args: Record<string, unknown> = {}): { message: string } {
    return { message: this.i18n.translate(`messages.${key}`, { lang: requestLanguage(request), args }) as string };
  }

  /** The message of an error code (`errors.<code>`), as the error filter would answer it. */
  error(request: Request, code: string, params: Record<string, unknown> = {}): string {
    return this.i18n.translate(`errors.${code}`, { lang: requestLanguage(request), args: params }) as string;
  }
}
