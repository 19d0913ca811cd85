import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatRigaDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useMyWaitingList } from '../api/waiting-list';

/**
 * The in-site notice of an offer (beside its e-mail), on every page of a signed-in fan who holds one: which event,
 * until when, and the link to its checkout. Not on the offer's own page.
 */
export function OfferBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const entries = useMyWaitingList();
  // The notice goes when the offer's window has passed, without waiting for the list to be read again.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const open = entries.data?.data.find((entry) => entry.offer?.status === 'open' && Date.parse(entry.offer.expiresAt) > now);
  if (!open?.offer || pathname.includes('/offers/')) return null;
  return (
    <div role="status" className="border-b border-success/30 bg-green-50" data-testid="offer-banner">
      <p className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <span className="font-medium">{t('waitingList.bannerText', { title: open.event.title, time: formatRigaDateTime(open.offer.expiresAt) })}</span>
        <Link to={paths.offer.getHref(language, open.offer.id)} className="font-semibold text-brand underline">
          {t('waitingList.buyNow')}
        </Link>
      </p>
    </div>
  );
}
