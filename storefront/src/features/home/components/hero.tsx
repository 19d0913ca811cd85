import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import type { LanguageCode } from '../../../lib/language';
import { NewsletterSignup } from '../../newsletter';
import { SampleTicket } from './sample-ticket';

/** The landing hero: headline, subtitle, the sample ticket, the sold-out call to action and the subscribe prompt. */
export function Hero({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
      <div>
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand uppercase">{t('home.eyebrow')}</p>
        <h1 id="hero-title" className="mb-4 text-4xl leading-tight font-extrabold md:text-5xl">
          {t('home.headline')}
        </h1>
        <p className="mb-6 text-lg text-muted">{t('home.subtitle')}</p>
        <div className="mb-8 rounded-2xl border border-brand/20 bg-brand-soft p-5">
          <p className="mb-1 font-bold">{t('home.soldOut.title')}</p>
          <p className="mb-4 text-muted">{t('home.soldOut.text')}</p>
          <ButtonLink to={paths.events.getHref(language)}>{t('home.soldOut.action')}</ButtonLink>
        </div>
        <div>
          <p className="mb-3 font-semibold">{t('home.subscribePrompt')}</p>
          <NewsletterSignup />
        </div>
      </div>
      <SampleTicket />
    </section>
  );
}
