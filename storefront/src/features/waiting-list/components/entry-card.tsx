import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { formatPrice, formatRigaDateTime } from '../../../lib/format';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useChangeWaitingListEntry, useEventWaitingList, useLeaveWaitingList, type WaitingListEntry } from '../api/waiting-list';
import { EntryForm } from './entry-form';

const price = (cents: number) => formatPrice(cents / 100);

const statusStyles: Record<WaitingListEntry['status'], string> = {
  waiting: 'bg-brand-soft text-brand',
  offered: 'bg-green-50 text-success',
  paused: 'bg-amber-50 text-amber-900',
  left: 'bg-slate-100 text-muted',
  served: 'bg-slate-100 text-muted',
};

/** An open offer: the tickets held for this person, their all-in total, until when, and the way to buy them. */
function OpenOffer({ offer }: { offer: NonNullable<WaitingListEntry['offer']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mt-3 rounded-xl border border-success/30 bg-green-50 p-4" data-testid="waiting-offer">
      <p className="font-semibold">{t('waitingList.offerReady', { quantity: offer.quantity })}</p>
      <p className="text-sm">
        {t('waitingList.offerPrice', { unit: price(offer.unitPriceCents), total: price(offer.allInTotalCents) })}
      </p>
      <p className="mb-3 text-sm" data-testid="waiting-offer-expiry">
        {t('waitingList.offerUntil', { time: formatRigaDateTime(offer.expiresAt) })}
      </p>
      <ButtonLink to={paths.offer.getHref(language, offer.id)} data-testid="waiting-offer-buy">
        {t('waitingList.buyNow')}
      </ButtonLink>
    </div>
  );
}

/**
 * One entry of the person's own: the event, what they asked for, their place in the queue and its status; they
 * change it, leave it (after a confirmation), resume it when it was paused, and buy an open offer.
 */
export function EntryCard({ entry, maxQuantity, showEvent = true }: { entry: WaitingListEntry; maxQuantity?: number; showEvent?: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const change = useChangeWaitingListEntry();
  const leave = useLeaveWaitingList();
  // The event's limit, for the quantity a change may ask (the event page knows it already).
  const limits = useEventWaitingList(entry.event.id, editing && maxQuantity === undefined);
  const active = entry.status === 'waiting' || entry.status === 'offered' || entry.status === 'paused';
  const openOffer = entry.offer?.status === 'open' ? entry.offer : null;

  const resume = () =>
    change.mutate(
      { id: entry.id, resume: true },
      {
        onSuccess: () => notify.success(t('waitingList.resumed')),
        onError: (error) => notify.error(t('waitingList.changeFailed'), { description: (isApiError(error) && error.message) || t('common.tryAgain') }),
      },
    );
  const confirmLeave = () =>
    leave.mutate(entry.id, {
      onSuccess: () => {
        setLeaving(false);
        notify.success(t('waitingList.left', { title: entry.event.title }));
      },
      onError: (error) => notify.error(t('waitingList.leaveFailed'), { description: (isApiError(error) && error.message) || t('common.tryAgain') }),
    });

  return (
    <li className="rounded-xl border border-line p-4" data-testid="waiting-entry" data-entry-id={entry.id} data-status={entry.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {showEvent && (
            <p className="font-semibold break-words" data-testid="waiting-entry-event">
              {entry.event.title}
            </p>
          )}
          {showEvent && entry.event.startsAt && <p className="text-sm text-muted">{formatRigaDateTime(entry.event.startsAt)}</p>}
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${statusStyles[entry.status]}`} data-testid="waiting-entry-status">
          {t(`waitingList.status.${entry.status}`)}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t('waitingList.quantity')}</dt>
        <dd className="font-medium">
          {entry.quantity}
          {entry.acceptsFewer && ` · ${t('waitingList.fewerOk')}`}
        </dd>
        <dt className="text-muted">{t('waitingList.maxPriceShown')}</dt>
        <dd className="font-medium">{price(entry.maxPricePerTicketCents)}</dd>
        {entry.place !== null && (
          <>
            <dt className="text-muted">{t('waitingList.place')}</dt>
            <dd className="font-medium" data-testid="waiting-entry-place">
              {entry.place}
            </dd>
          </>
        )}
      </dl>
      {entry.status === 'paused' && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('waitingList.pausedText', { count: entry.lapsedOffers })}</p>
      )}
      {openOffer && <OpenOffer offer={openOffer} />}
      {editing ? (
        <div className="mt-4 border-t border-line pt-4">
          <EntryForm
            maxQuantity={Math.max(maxQuantity ?? limits.data?.maxQuantity ?? entry.quantity, entry.quantity)}
            initial={entry}
            submitLabel={t('waitingList.save')}
            pendingLabel={t('waitingList.saving')}
            pending={change.isPending}
            error={change.error}
            onCancel={() => setEditing(false)}
            onSubmit={(wish) =>
              change.mutate(
                { id: entry.id, ...wish },
                {
                  onSuccess: () => {
                    setEditing(false);
                    notify.success(t('waitingList.saved'));
                  },
                },
              )
            }
            testId="waiting-edit-form"
          />
        </div>
      ) : (
        active && (
          <div className="mt-3 flex flex-wrap gap-2">
            {entry.status === 'paused' && (
              <Button onClick={resume} disabled={change.isPending} data-testid="waiting-resume">
                {t('waitingList.resume')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setEditing(true)} data-testid="waiting-edit">
              {t('waitingList.edit')}
            </Button>
            <Button variant="ghost" onClick={() => setLeaving(true)} className="text-danger" data-testid="waiting-leave">
              {t('waitingList.leave')}
            </Button>
          </div>
        )
      )}
      {leaving && (
        <Dialog
          open
          onOpenChange={(open) => !open && !leave.isPending && setLeaving(false)}
          title={t('waitingList.leaveTitle')}
          description={t('waitingList.leaveText', { title: entry.event.title })}
          closeLabel={t('common.close')}
          testId="waiting-leave-dialog"
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setLeaving(false)} disabled={leave.isPending}>
              {t('waitingList.stay')}
            </Button>
            <Button onClick={confirmLeave} disabled={leave.isPending} className="border-danger! bg-danger! hover:border-red-800! hover:bg-red-800!" data-testid="waiting-leave-confirm">
              {leave.isPending ? t('waitingList.leaving') : t('waitingList.leaveConfirm')}
            </Button>
          </div>
        </Dialog>
      )}
    </li>
  );
}
