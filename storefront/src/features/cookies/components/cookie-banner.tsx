import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface CookieBannerProps {
  onAccept: () => void;
  onDecline: () => void;
  onLearnMore: () => void;
}

export function CookieBanner({ onAccept, onDecline, onLearnMore }: CookieBannerProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-30 mx-auto max-w-3xl rounded-2xl border border-line bg-white p-5 shadow-xl"
    >
      <h2 id="cookie-banner-title" className="mb-1 text-lg font-bold">
        {t('cookies.title')}
      </h2>
      <p className="mb-4 text-sm text-muted">{t('cookies.text')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAccept} className="px-4 py-2 text-sm">
          {t('cookies.accept')}
        </Button>
        <Button variant="secondary" onClick={onDecline} className="px-4 py-2 text-sm">
          {t('cookies.decline')}
        </Button>
        <Button variant="ghost" onClick={onLearnMore} className="px-4 py-2 text-sm text-brand underline">
          {t('cookies.learnMore')}
        </Button>
      </div>
    </section>
  );
}
