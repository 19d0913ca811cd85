import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeHref } from '../../config/paths';
import { translationKeyOf } from '../../lib/language';
import { useLanguage } from '../../lib/use-language';

/** /{lang}/admin/* is the staff back-office, a separate app: leave the storefront for it, keeping the language. */
export function AdminRedirectRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  useEffect(() => {
    window.location.replace(`${backofficeHref}?lang=${translationKeyOf(language)}`);
  }, [language]);
  return <p className="text-muted">{t('pages.redirectingToAdmin')}</p>;
}
