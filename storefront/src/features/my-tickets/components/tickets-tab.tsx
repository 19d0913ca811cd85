import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/use-language';
import { useQueryParams } from '../../../lib/use-query-params';
import { sessionQueryKey, type Profile } from '../../auth';
import { useMyTickets, useInvalidateMyTickets, type MyTicket, type TicketRole } from '../api/my-tickets';
import { useTicketCategories } from '../api/categories';
import { AddedTicketsTable } from './added-tickets-table';
import { DeleteTicketDialog, SELL_PARAM } from '../../tickets';
import { PurchasedTicketCards } from './purchased-ticket-cards';
import { TicketDetail } from './ticket-detail';

const TicketFormDialog = lazy(() => import('./ticket-form-dialog'));

/** Spec section 9: a refresh within 5 s of the last one is ignored; its spinner shows about 500 ms. */
const REFRESH_THROTTLE_MS = 5000;
const REFRESH_SPINNER_MS = 500;

type FormState = { mode: 'add' } | { mode: 'edit'; ticket: MyTicket } | null;

export default function TicketsTab({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [chosenRole, setRole] = useState<TicketRole | null>(null);
  const added = useMyTickets('seller');
  const purchased = useMyTickets('buyer');
  // Until the person picks one, the sub-tab that has something in it: a buyer who never sold sees the purchases.
  const role: TicketRole = chosenRole ?? (added.data?.total === 0 && (purchased.data?.total ?? 0) > 0 ? 'buyer' : 'seller');
  const deciding = chosenRole === null && added.data?.total === 0 && purchased.isPending;
  const categories = useTicketCategories(language);
  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((category) => [category.id, category.name])), [categories.data]);
  const [params, changeParams] = useQueryParams();
  // "Sell a ticket" from an empty list arrives with ?sell=1: the add form opens once, the parameter goes.
  const [form, setForm] = useState<FormState>(() => (params.has(SELL_PARAM) && user.emailConfirmed ? { mode: 'add' } : null));
  useEffect(() => {
    if (!params.has(SELL_PARAM)) return;
    changeParams((next) => next.delete(SELL_PARAM));
  }, [params, changeParams]);
  const [detail, setDetail] = useState<MyTicket | null>(null);
  const [deleting, setDeleting] = useState<MyTicket | null>(null);
  const refresh = useThrottledRefresh();
  const invalidate = useInvalidateMyTickets();

  const current = role === 'seller' ? added : purchased;
  const tabClasses = (active: boolean) =>
    `rounded-lg px-3 py-2 text-sm font-semibold ${active ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink'}`;

  return (
    <section aria-labelledby="tickets-title" className="rounded-2xl border border-line bg-white p-4 md:p-6" data-testid="tickets-tab">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 id="tickets-title" className="text-2xl font-bold">
          {t('myTickets.title')}
        </h1>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button variant="secondary" className="flex-1 px-2 text-sm whitespace-nowrap sm:flex-none sm:px-5 sm:text-base" onClick={refresh.run} aria-busy={refresh.spinning} data-testid="refresh-tickets">
            <span aria-hidden="true" className={`inline-block ${refresh.spinning ? 'animate-spin motion-reduce:animate-none' : ''}`}>
              ↻
            </span>
            {t('myTickets.refresh')}
          </Button>
          <Button className="flex-1 px-2 text-sm whitespace-nowrap sm:flex-none sm:px-5 sm:text-base" onClick={() => setForm({ mode: 'add' })} disabled={!user.emailConfirmed} title={user.emailConfirmed ? undefined : t('profile.unconfirmed.body')}>
            {t('myTickets.add')}
          </Button>
        </div>
      </div>
      <Tabs.Root value={role} onValueChange={(value) => setRole(value === 'buyer' ? 'buyer' : 'seller')}>
        <Tabs.List aria-label={t('myTickets.title')} className="mb-4 inline-flex gap-1 rounded-xl bg-surface p-1">
          <Tabs.Trigger value="seller" className={tabClasses(role === 'seller')}>
            {t('myTickets.addedTab', { count: added.data?.total ?? 0 })}
          </Tabs.Trigger>
          <Tabs.Trigger value="buyer" className={tabClasses(role === 'buyer')}>
            {t('myTickets.purchasedTab', { count: purchased.data?.total ?? 0 })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={role} className="focus-visible:outline-3 focus-visible:outline-focus">
          {(current.isPending || deciding) && <TicketsSkeleton />}
          {current.isError && (
            <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-danger">
              {t('profile.loadFailed')}
            </p>
          )}
          {current.data?.items.length === 0 && !deciding && (
            <p className="rounded-xl bg-surface p-6 text-center text-muted" data-testid="tickets-empty">
              {role === 'seller' ? t('myTickets.noAdded') : t('myTickets.noPurchased')}
            </p>
          )}
          {current.data && current.data.items.length > 0 && role === 'seller' && (
            <AddedTicketsTable
              tickets={current.data.items}
              categoryNames={categoryNames}
              onOpen={setDetail}
              onEdit={(ticket) => setForm({ mode: 'edit', ticket })}
              onDelete={setDeleting}
            />
          )}
          {current.data && current.data.items.length > 0 && role === 'buyer' && (
            <PurchasedTicketCards tickets={current.data.items} categoryNames={categoryNames} onOpen={setDetail} />
          )}
          {current.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={() => void current.fetchNextPage()} disabled={current.isFetchingNextPage} data-testid="tickets-load-more">
                {current.isFetchingNextPage ? t('tickets.loadingMore') : t('tickets.loadMore')}
              </Button>
            </div>
          )}
        </Tabs.Content>
      </Tabs.Root>
      {detail && <TicketDetail ticket={detail} role={role} categoryName={categoryNames.get(detail.category.id) ?? detail.category.slug} onClose={() => setDetail(null)} />}
      {deleting && <DeleteTicketDialog ticket={deleting} onClose={() => setDeleting(null)} />}
      {form && (
        <Suspense fallback={null}>
          <TicketFormDialog
            ticket={form.mode === 'edit' ? form.ticket : undefined}
            onClose={() => {
              setForm(null);
              // Spec section 4: the list is refreshed when the dialog closes.
              void invalidate();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** Refresh: refreshes the session, then reloads the ticket lists; ignored while running or within 5 s of the last. */
function useThrottledRefresh() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMyTickets();
  const [spinning, setSpinning] = useState(false);
  const running = useRef(false);
  const lastStarted = useRef(0);
  const run = async () => {
    const now = Date.now();
    if (running.current || now - lastStarted.current < REFRESH_THROTTLE_MS) return;
    running.current = true;
    lastStarted.current = now;
    setSpinning(true);
    try {
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
      // Signed out meanwhile: nothing to reload, the profile area sends the visitor home.
      if (queryClient.getQueryData(sessionQueryKey)) await invalidate();
    } finally {
      running.current = false;
      window.setTimeout(() => setSpinning(false), Math.max(0, REFRESH_SPINNER_MS - (Date.now() - now)));
    }
  };
  return { run: () => void run(), spinning };
}

function TicketsSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid="skeleton">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-14 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </div>
  );
}
