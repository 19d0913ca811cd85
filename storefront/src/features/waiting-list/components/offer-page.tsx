import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatPrice, formatRigaDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useAuthDialog, useCurrentUser, useSession } from '../../auth';
import { useSecondsLeft } from '../../orders';
import { useWaitingListOffer, type WaitingListOffer } from '../api/waiting-list';

/** The storefront's buy dialog (the tickets feature's), handed in by the route so it stays in this page's chunk. */
export type OfferBuyDialog = ComponentType<{ ticket: WaitingListOffer['listing']; onClose: () => void; offeredQuantity?: number }>;

const price = (cents: number) => formatPrice(cents / 100);

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl" data-testid="offer-page">
      {children}
    </section>
  );
}

/**
 * Time left in the window: "9:42" ticking under an hour, "10 h 51 min" for a night offer held until 09:00. Not a
 * live region (a screen reader does not read every tick); the end on Riga's clock is in the facts above.
 */
function OfferCountdown({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  const hours = Math.floor(secondsLeft / 3600);
  const minutes = Math.floor((secondsLeft % 3600) / 60);
  const text = hours > 0 ? t('waitingList.hoursMinutes', { hours, minutes }) : `${minutes}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="offer-countdown">
      <span>{t('waitingList.timeLeft')}</span>
      <span role="timer" className="text-lg font-bold tabular-nums" data-testid="offer-countdown-time">
        {text}
      </span>
    </p>
  );
}

/** An offer open for the buyer: what is held, its all-in price, the countdown, and the normal checkout. */
function OpenOffer({ offer, BuyDialog }: { offer: WaitingListOffer; BuyDialog: OfferBuyDialog }) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft(offer.expiresAt);
  const [buying, setBuying] = useState(false);
  if (secondsLeft === 0) return <OfferOver text={t('waitingList.offerExpired')} />;
  return (
    <>
      <div className="mb-4">
        <OfferCountdown secondsLeft={secondsLeft} />
      </div>
      <Button onClick={() => setBuying(true)} className="w-full sm:w-auto" data-testid="offer-buy">
        {t('waitingList.buyNow')}
      </Button>
      {buying && <BuyDialog ticket={offer.listing} offeredQuantity={offer.quantity} onClose={() => setBuying(false)} />}
    </>
  );
}

function OfferOver({ text }: { text: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useCurrentUser();
  return (
    <div role="status" className="rounded-lg bg-amber-50 p-4 font-medium text-amber-900" data-testid="offer-over">
      <p className="mb-3">{text}</p>
      {user && (
        <ButtonLink to={paths.profile.getHref(language, user.id, 'waiting-lists')} variant="secondary">
          {t('waitingList.toProfile')}
        </ButtonLink>
      )}
    </div>
  );
}

/**
 * `/{lang}/offers/{offerId}` (the link of the offer's e-mail and notice): the tickets held for the person, the
 * countdown to the end of the window (and its end on Riga's clock), and "Buy now" into the normal checkout. A visitor
 * signs in here and stays; a lapsed or taken offer says so plainly.
 */
export function OfferPage({ BuyDialog }: { BuyDialog: OfferBuyDialog }) {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const session = useSession();
  const user = useCurrentUser();
  const authDialog = useAuthDialog();
  const offer = useWaitingListOffer(offerId, Boolean(user));
  useDocumentTitle(t('waitingList.offerTitle'));

  if (session.isPending || (user && offer.isPending)) {
    return (
      <Frame>
        <div className="h-64 animate-pulse rounded-2xl bg-white" aria-busy="true" />
      </Frame>
    );
  }
  if (!user) {
    return (
      <Frame>
        <h1 className="mb-3 text-3xl font-extrabold">{t('waitingList.offerTitle')}</h1>
        <p className="mb-4">{t('waitingList.signInForOffer')}</p>
        <Button onClick={() => authDialog.open('login')} data-testid="offer-sign-in">
          {t('auth.loginButton')}
        </Button>
      </Frame>
    );
  }
  if (offer.isError || !offer.data) {
    const missing = isApiError(offer.error) && (offer.error.status === 404 || offer.error.status === 403);
    return (
      <Frame>
        <h1 className="mb-3 text-3xl font-extrabold">{t('waitingList.offerTitle')}</h1>
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-danger" data-testid="offer-missing">
          {missing ? t('waitingList.offerMissing') : t('profile.loadFailed')}
        </p>
      </Frame>
    );
  }

  const data = offer.data;
  return (
    <Frame>
      <h1 className="mb-1 text-3xl font-extrabold">{t('waitingList.offerTitle')}</h1>
      <p className="mb-5 text-muted">{t('waitingList.offerIntro')}</p>
      <div className="mb-5 rounded-2xl border border-line bg-white p-5">
        <p className="text-lg font-bold break-words" data-testid="offer-event">
          {data.event.title}
        </p>
        {data.event.startsAt && <p className="text-sm text-muted">{formatRigaDateTime(data.event.startsAt)}</p>}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('waitingList.quantity')}</dt>
          <dd className="font-medium" data-testid="offer-quantity">
            {data.quantity}
          </dd>
          <dt className="text-muted">{t('waitingList.unitPrice')}</dt>
          <dd className="font-medium">{price(data.unitPriceCents)}</dd>
          <dt className="text-muted">{t('waitingList.allInTotal')}</dt>
          <dd className="text-lg font-extrabold" data-testid="offer-total">
            {price(data.allInTotalCents)}
          </dd>
          <dt className="text-muted">{t('waitingList.heldUntil')}</dt>
          <dd className="font-medium" data-testid="offer-expiry">
            {formatRigaDateTime(data.expiresAt)}
          </dd>
        </dl>
      </div>
      {data.status === 'open' && <OpenOffer offer={data} BuyDialog={BuyDialog} />}
      {data.status === 'taken' && <OfferOver text={t('waitingList.offerTaken')} />}
      {data.status === 'lapsed' && <OfferOver text={t('waitingList.offerExpired')} />}
    </Frame>
  );
}
