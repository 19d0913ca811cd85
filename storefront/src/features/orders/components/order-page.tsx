import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatOrderNumber, formatTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useQueryParams } from '../../../lib/use-query-params';
import { useAuthDialog, useSession, type Profile } from '../../auth';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder, type Order } from '../api/order';
import { ClaimPanel } from './claim-panel';
import { DownloadTicketButton } from './download-ticket-button';
import { HoldCountdown, useSecondsLeft } from './hold-countdown';
import { OrderAmounts } from './order-amounts';
import { OrderStatusBadge } from './order-status-badge';
import { TicketFacts } from './ticket-facts';

/**
 * `/{lang}/orders/{orderId}`, where the payment page sends the buyer back (`?checkout=done` after paying,
 * `?checkout=back` when they pressed back). It follows the order live while it awaits payment: the buyer can go on
 * to pay or cancel, then sees it paid (with the file), expired, cancelled or refunded. Its seller sees their side.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const session = useSession();
  const user = session.data ?? null;
  const order = useOrder(orderId, user !== null);
  useDocumentTitle(t('orders.pageTitle'));

  // A failed read after a good one (a poll lost to a network blip) keeps showing the order as last read.
  if (user && order.data) return <OrderView order={order.data} user={user} />;
  if (session.isPending) return <OrderSkeleton />;
  if (session.isError && session.data === undefined) return <LoadFailed onRetry={() => void session.refetch()} />;
  if (!user) return <SignInPrompt />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) return <OrderNotFound user={user} />;
    return <LoadFailed onRetry={() => void order.refetch()} />;
  }
  return <OrderSkeleton />;
}

function OrderView({ order, user }: { order: Order; user: Profile }) {
  const { t } = useTranslation();
  useListsFollowSettlement(order);
  return (
    <section aria-labelledby="order-title" className="mx-auto flex max-w-2xl flex-col gap-5" data-testid="order-page" data-role={order.role} data-status={order.status}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="order-title" className="text-3xl font-extrabold">
            {order.role === 'buyer' ? t('orders.buyerTitle') : t('orders.sellerTitle')}
          </h1>
          <p className="mt-1 text-sm text-muted" data-testid="order-number">
            {t('orders.number', { number: formatOrderNumber(order.id) })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="rounded-2xl border border-line bg-white p-5 md:p-6">
        <h2 className="text-xl font-bold break-words" data-testid="order-ticket-title">
          {order.ticket.title}
        </h2>
        <div className="mt-1 mb-4">
          <TicketFacts ticket={order.ticket} />
        </div>
        <OrderAmounts order={order} />
      </div>
      {order.role === 'buyer' ? <BuyerStatus order={order} user={user} /> : <SellerStatus order={order} user={user} />}
      {order.paidAt && <ClaimPanel order={order} />}
    </section>
  );
}

/** The order left "awaiting payment" while the page watched: the ticket lists and payments change with it. */
function useListsFollowSettlement(order: Order) {
  const queryClient = useQueryClient();
  const seen = useRef(order.status);
  useEffect(() => {
    if (seen.current === order.status) return;
    seen.current = order.status;
    void queryClient.invalidateQueries({ queryKey: ['tickets'] });
    void queryClient.invalidateQueries({ queryKey: ['my-tickets'] });
  }, [order.status, queryClient]);
}

const panelLooks = {
  waiting: 'border-amber-200 bg-amber-50',
  success: 'border-green-200 bg-green-50',
  over: 'border-line bg-white',
  refunded: 'border-blue-200 bg-blue-50',
  problem: 'border-red-200 bg-red-50',
} as const;

/** The state of the order in words, with what the person can do next. */
function StatusPanel(props: { look: keyof typeof panelLooks; heading: string; text?: string; details?: ReactNode; children?: ReactNode }) {
  const { look, heading, text, details, children } = props;
  return (
    <div className={`rounded-2xl border p-5 md:p-6 ${panelLooks[look]}`} data-testid="order-status-panel">
      <h2 className="text-xl font-bold" data-testid="order-status-heading">
        {heading}
      </h2>
      {text && <p className="mt-2 text-ink">{text}</p>}
      {details && <div className="mt-3">{details}</div>}
      {children && <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">{children}</div>}
    </div>
  );
}

function BuyerStatus({ order, user }: { order: Order; user: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const browse = (
    <ButtonLink to={paths.tickets.getHref(language)} variant="secondary">
      {t('orders.browseTickets')}
    </ButtonLink>
  );
  switch (order.status) {
    case 'awaiting_payment':
      return <AwaitingPayment order={order} />;
    case 'paid':
    case 'completed':
      return (
        <StatusPanel look="success" heading={t('orders.paid.heading')} text={t('orders.paid.text')}>
          {order.ticket.hasFile ? (
            <DownloadTicketButton ticketId={order.ticket.id} fileCount={order.ticket.fileCount} />
          ) : (
            <p className="text-sm text-muted" data-testid="order-no-file">
              {t('orders.download.noFile')}
            </p>
          )}
          <ButtonLink to={paths.profile.getHref(language, user.id, 'tickets')} variant="secondary">
            {t('auth.myTickets')}
          </ButtonLink>
        </StatusPanel>
      );
    case 'expired':
      return (
        <StatusPanel look="over" heading={t('orders.expired.heading')} text={t('orders.expired.text')}>
          {browse}
        </StatusPanel>
      );
    case 'cancelled':
      return (
        <StatusPanel look="over" heading={t('orders.cancelled.heading')} text={t('orders.cancelled.text')}>
          {browse}
        </StatusPanel>
      );
    case 'refunded':
      return (
        <StatusPanel look="refunded" heading={t('orders.refunded.heading')} text={t('orders.refunded.text')}>
          {browse}
        </StatusPanel>
      );
    case 'disputed':
      return <StatusPanel look="problem" heading={t('orders.disputed.heading')} text={t('orders.disputed.text')} />;
  }
}

/** Pay (again) or cancel while the hold lasts; after `?checkout=done` the page waits for the payment to be confirmed. */
function AwaitingPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [params] = useQueryParams();
  const secondsLeft = useSecondsLeft(order.expiresAt);
  const cancel = useCancelOrder();
  const returned = params.get('checkout');

  if (secondsLeft === 0 || !order.checkoutUrl) {
    // The server releases the tickets when the hold lapses (after making sure the payment page is closed).
    return (
      <StatusPanel look="waiting" heading={t('orders.awaiting.holdEndedHeading')} text={t('orders.awaiting.holdEndedText')}>
        <Spinner label={t('common.loading')} />
      </StatusPanel>
    );
  }
  const copy =
    returned === 'done'
      ? { heading: t('orders.awaiting.confirmingHeading'), text: t('orders.awaiting.confirmingText') }
      : returned === 'back'
        ? { heading: t('orders.awaiting.backHeading'), text: t('orders.awaiting.backText') }
        : { heading: t('orders.awaiting.heading'), text: t('orders.awaiting.text') };
  const cancelProblem = cancel.isError ? (isApiError(cancel.error) && cancel.error.message) || `${t('orders.awaiting.cancelFailed')} ${t('common.tryAgain')}` : null;
  return (
    <StatusPanel look="waiting" heading={copy.heading} text={copy.text} details={<HoldCountdown expiresAt={order.expiresAt} secondsLeft={secondsLeft} />}>
      {/* The payment page is another site: a plain link, not a route. */}
      <a href={order.checkoutUrl} className={buttonClasses('primary', 'no-underline')} data-testid="continue-to-payment">
        {t('orders.awaiting.continue')}
      </a>
      <Button variant="secondary" onClick={() => cancel.mutate(order.id)} disabled={cancel.isPending} data-testid="cancel-order">
        {cancel.isPending ? t('checkout.cancelling') : t('checkout.cancelOrder')}
      </Button>
      {cancelProblem && (
        <p role="alert" className="w-full text-sm font-medium text-danger" data-testid="cancel-error">
          {cancelProblem}
        </p>
      )}
    </StatusPanel>
  );
}

function SellerStatus({ order, user }: { order: Order; user: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const myTickets = (
    <ButtonLink to={paths.profile.getHref(language, user.id, 'tickets')} variant="secondary">
      {t('auth.myTickets')}
    </ButtonLink>
  );
  switch (order.status) {
    case 'awaiting_payment':
      return <StatusPanel look="waiting" heading={t('orders.seller.awaitingHeading')} text={t('orders.seller.awaitingText', { time: formatTime(new Date(order.expiresAt)) })} />;
    case 'paid':
    case 'completed':
      return (
        <StatusPanel look="success" heading={t('orders.seller.paidHeading')} text={t('orders.seller.paidText')}>
          {myTickets}
        </StatusPanel>
      );
    case 'expired':
    case 'cancelled':
      return (
        <StatusPanel look="over" heading={t('orders.seller.releasedHeading')} text={t('orders.seller.releasedText')}>
          {myTickets}
        </StatusPanel>
      );
    case 'refunded':
      return <StatusPanel look="refunded" heading={t('orders.seller.refundedHeading')} text={t('orders.seller.refundedText')} />;
    case 'disputed':
      return <StatusPanel look="problem" heading={t('orders.disputed.heading')} text={t('orders.seller.disputedText')} />;
  }
}

function SignInPrompt() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  return (
    <section className="mx-auto max-w-2xl rounded-2xl border border-line bg-white p-5 md:p-6" data-testid="order-sign-in">
      <h1 className="mb-3 text-2xl font-bold">{t('orders.signIn.heading')}</h1>
      <p className="mb-5 text-muted">{t('orders.signIn.text')}</p>
      <Button onClick={() => authDialog.open('login')}>{t('auth.loginButton')}</Button>
    </section>
  );
}

function OrderNotFound({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="mx-auto max-w-2xl rounded-2xl border border-line bg-white p-5 md:p-6" data-testid="order-not-found">
      <h1 className="mb-3 text-2xl font-bold">{t('orders.notFound.heading')}</h1>
      <p className="mb-5 text-muted">{t('orders.notFound.text')}</p>
      <ButtonLink to={paths.profile.getHref(language, user.id, 'payments')} variant="secondary">
        {t('profile.payments.title')}
      </ButtonLink>
    </section>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-2xl bg-red-50 p-5 font-medium text-danger">
      <p className="mb-3">{t('profile.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('profile.retry')}
      </Button>
    </div>
  );
}

function OrderSkeleton() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5" aria-busy="true" data-testid="order-skeleton">
      <div className="h-9 w-1/2 animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none" />
      <div className="h-48 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" />
      <div className="h-32 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" />
    </div>
  );
}
