import { Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { EmailRenderer, type RenderedEmail } from '../../application/ports/email-renderer.port.js';
import type { Language } from '../../domain/language.js';
import { renderEmailLayout } from './mail-layout.js';

/**
 * A template is a group of keys in `i18n/<lang>/mail.json`: subject, title, body (paragraphs split by a blank
 * line) and, when the params carry `actionUrl`, an action label. With `unsubscribeUrl` (newsletters) the template's
 * own footer and an unsubscribe link replace the common footer. The language is always explicit: a worker has no
 * request to take it from.
 */
@Injectable()
export class I18nEmailRenderer extends EmailRenderer {
  constructor(private readonly i18n: I18nService) {
    super();
  }

  render(template: string, language: Language, params: Record<string, string | number>): RenderedEmail {
    // nestjs-i18n resolves `$t(key)` after placing the arguments (templates use it: `$t(mail.claim_reason.{reason})`),
    // so a value someone typed with `$t(` in it (a staff answer, a seller's reply) would pull in other translations:
    // such a value goes in as a stand-in and is put back as written.
    const typed = Object.entries(params).filter(([, value]) => String(value).includes('$t('));
    const args = { ...params, ...Object.fromEntries(typed.map(([key], index) => [key, `\uE000${index}\uE001`])) };
    const restore = (translated: string) => (typed.length ? translated.replace(/\uE000(\d+)\uE001/g, (_, index: string) => String(typed[Number(index)][1])) : translated);
    const text = (part: string) => restore(this.i18n.translate(`mail.${template}.${part}`, { lang: language, args }) as string);
    const subject = text('subject');
    if (subject === `mail.${template}.subject`) throw new Error(`Unknown email template "${template}"`);
    const actionUrl = typeof params.actionUrl === 'string' ? params.actionUrl : undefined;
    if (actionUrl && text('action') === `mail.${template}.action`) throw new Error(`Email template "${template}" has a link but no label for its button`);
    const unsubscribeUrl = typeof params.unsubscribeUrl === 'string' ? params.unsubscribeUrl : undefined;
    const layout = renderEmailLayout({
      language,
      title: text('title'),
      // A paragraph made only of an optional parameter left empty (a staff note not given) is left out.
      paragraphs: text('body').split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== ''),
      action: actionUrl ? { label: text('action'), url: actionUrl } : undefined,
      footer: unsubscribeUrl ? text('footer') : (this.i18n.translate('mail.footer', { lang: language }) as string),
      footerLink: unsubscribeUrl ? { label: this.i18n.translate('mail.unsubscribe_link', { lang: language }) as string, url: unsubscribeUrl } : undefined,
    });
    return { subject, ...layout };
  }
}
