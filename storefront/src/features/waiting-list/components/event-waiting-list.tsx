import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useQueryParams } from '../../../lib/use-query-params';
import { useCurrentUser, useSession } from '../../auth';
import { useEventWaitingList, useJoinWaitingList, useMyWaitingList } from '../api/waiting-list';
import { EntryCard } from './entry-card';
import { EntryForm } from './entry-form';

/** `?wait=1`: the visitor pressed "Join" before signing in; the form opens once they have. */
const WAIT_PARAM = 'wait';

/** How many fans wait for the event (hidden when none); sellers read it as "list now". */
function WaitingCount({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const list = useEventWaitingList(eventId);
  if (!list.data || list.data.people === 0) return null;
  return (
    <p className="font-semibold text-brand" data-testid="waiting-count">
      {t('waitingList.count', { count: list.data.people })}
    </p>
  );
}

/**
 * The event page's waiting list: the count, and the signed-in person's own entry, or the form to join (quantity up
 * to the event's limit, a maximum all-in price per ticket, whether fewer will do). A visitor is asked to sign in first
 * and comes back to the open form; a paused list takes nobody new and says so.
 */
export function EventWaitingList({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const user = useCurrentUser();
  const session = useSession();
  const [params, changeParams] = useQueryParams();
  const list = useEventWaitingList(eventId);
  const mine = useMyWaitingList({ enabled: Boolean(user) });
  const join = useJoinWaitingList();
  const [opened, setOpened] = useState(false);
  const own = mine.data?.data.find((entry) => entry.event.id === eventId && ['waiting', 'offered', 'paused'].includes(entry.status));
  const formOpen = Boolean(user) && (opened || params.get(WAIT_PARAM) === '1');

  const start = () => {
    // Remembered here too: pressed while the session was still being restored, the form opens once it is.
    setOpened(true);
    if (user) return;
    changeParams((next) => {
      next.set(WAIT_PARAM, '1');
      next.set('tab', 'login');
    });
  };
  const close = () => {
    setOpened(false);
    join.reset();
    if (params.has(WAIT_PARAM)) changeParams((next) => next.delete(WAIT_PARAM));
  };

  if (!list.data) return null;
  const { paused, maxQuantity } = list.data;

  return (
    <section aria-labelledby={headingId} className="mb-10 rounded-2xl border border-line bg-white p-5" data-testid="event-waiting-list">
      <h2 id={headingId} className="mb-1 text-xl font-bold">
        {t('waitingList.title')}
      </h2>
      <WaitingCount eventId={eventId} />
      {own ? (
        <ul className="mt-3">
          <EntryCard entry={own} maxQuantity={maxQuantity} showEvent={false} />
        </ul>
      ) : paused ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900" data-testid="waiting-paused">
          {t('waitingList.listPaused')}
        </p>
      ) : formOpen ? (
        <div className="mt-3">
          <p className="mb-4 text-sm text-muted">{t('waitingList.intro')}</p>
          <EntryForm
            maxQuantity={maxQuantity}
            submitLabel={t('waitingList.join')}
            pendingLabel={t('waitingList.joining')}
            pending={join.isPending}
            error={join.error}
            onCancel={close}
            onSubmit={(wish) =>
              join.mutate(
                { eventId, ...wish },
                {
                  onSuccess: () => {
                    close();
                    notify.success(t('waitingList.joined'));
                  },
                },
              )
            }
            testId="waiting-join-form"
          />
        </div>
      ) : (
        <div className="mt-2">
          <p className="mb-3 text-sm text-muted">{t('waitingList.intro')}</p>
          <Button onClick={start} disabled={Boolean(user) && mine.isPending} data-testid="waiting-join">
            {t('waitingList.joinOpen')}
          </Button>
          {params.get(WAIT_PARAM) === '1' && !user && !session.isPending && !params.get('tab') && (
            <p className="mt-2 text-sm text-muted" role="status">
              {t('waitingList.signInToJoin')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
