import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import type { LanguageCode } from '../../../lib/language';

/** The landing hero: headline, subtitle and the two ways in. */
export function Hero({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="eyebrow">{t('home.eyebrow')}</p>
      <h1 id="hero-title">{t('home.headline')}</h1>
      <p className="lead">{t('home.subtitle')}</p>
      <div className="actions">
        <ButtonLink to={paths.events.getHref(language)}>{t('home.browseEvents')}</ButtonLink>
        <ButtonLink to={paths.tickets.getHref(language)} variant="secondary">
          {t('home.sellTicket')}
        </ButtonLink>
      </div>
    </section>
  );
}
