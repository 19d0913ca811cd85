import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface CookieBannerProps {
  onAccept: () => void;
  onDecline: () => void;
  onLearnMore: () => void;
}

const box = 'mx-auto max-w-3xl rounded-2xl border border-line bg-white p-5';

/**
 * The banner floats over the bottom of the screen. Below the page lies an invisible, inert copy of it, laid out the
 * same way: the page ends with a block exactly the banner's height at every width and in every language, without
 * measuring, so every page can be scrolled until its last control (a form's Send, the footer's links) is clear of
 * the banner (issue 20).
 */
export function CookieBanner(props: CookieBannerProps) {
  return (
    <>
      <div aria-hidden="true" inert className="invisible px-3 pt-6 pb-3" data-testid="cookie-banner-spacer">
        <div className={box}>
          <BannerContent {...props} titleId={undefined} />
        </div>
      </div>
      <section aria-labelledby="cookie-banner-title" data-testid="cookie-banner" className={`fixed inset-x-3 bottom-3 z-30 shadow-xl ${box}`}>
        <BannerContent {...props} titleId="cookie-banner-title" />
      </section>
    </>
  );
}

function BannerContent({ onAccept, onDecline, onLearnMore, titleId }: CookieBannerProps & { titleId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={titleId} className="mb-1 text-lg font-bold">
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
    </>
  );
}
