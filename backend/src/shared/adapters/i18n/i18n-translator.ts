import { Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import type { Language } from '../../domain/language.js';
import { Translator } from '../../application/ports/translator.port.js';

@Injectable()
export class I18nTranslator extends Translator {
  constructor(private readonly i18n: I18nService) {
    super();
  }

  translate(key: string, language: Language): string {
    return this.i18n.translate(key, { lang: language }) as string;
  }
}
