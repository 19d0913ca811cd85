import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/use-language';
import { useQueryParams } from '../../../lib/use-query-params';
import { useAuthDialog, useCurrentUser, useSession } from '../../auth';
import { useCategories } from '../../catalog';
import type { TicketFilters } from '../../filters';
import { useAvailableTickets, type TicketOnSale, type TicketScope } from '../api/tickets';
import { EmptyTicketList } from './empty-ticket-list';
import { TicketCard } from './ticket-card';

// The dialogs load when first needed.
const BuyDialog = lazy(() => import('./buy-dialog').then((module) => ({ default: module.BuyDialog })));
const DeleteTicketDialog = lazy(() => import('./delete-ticket-dialog').then((module) => ({ default: module.DeleteTicketDialog })));

/** The ticket a visitor or buyer is buying: in the query string, so signing in on the way keeps it. */
const BUY_PARAM = 'buy';

function TicketListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="tickets-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-64 animate-pulse rounded-2xl border border-line bg-white motion-reduce:animate-none">
          <div className="m-5 h-5 w-2/3 rounded bg-slate-200" />
          <div className="mx-5 mb-2 h-3 w-1/2 rounded bg-slate-100" />
          <div className="mx-5 h-3 w-1/3 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}

interface TicketListProps {
  scope: TicketScope;
  filters: TicketFilters;
  headingId: string;
}

/**
 * Available listings of a category, an event or everything: cards, "load more", the empty and error states, and
 * the buy and delete dialogs. A visitor who presses buy is asked to sign in first and comes back to the same ticket.
 */
export function TicketList({ scope, filters, headingId }: TicketListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useCurrentUser();
  const session = useSession();
  const authDialog = useAuthDialog();
  const [params, changeParams] = useQueryParams();
  const tickets = useAvailableTickets(scope, filters);
  const categories = useCategories(language);
  const [deleting, setDeleting] = useState<TicketOnSale | null>(null);

  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((category) => [category.id, category.name])), [categories.data]);
  const items = useMemo(() => tickets.data?.pages.flatMap((page) => page.items) ?? [], [tickets.data]);
  const total = tickets.data?.pages.at(-1)?.total ?? 0;

  const buyingId = params.get(BUY_PARAM);
  // The ticket stays in the dialog after a purchase takes it out of the list, until the dialog closes.
  const found = buyingId ? items.find((ticket) => ticket.id === buyingId) : undefined;
  const [kept, setKept] = useState<TicketOnSale | null>(null);
  if (found && found !== kept) setKept(found);
  // The sign-in dialog shows only to visitors, so a signed-in person sees the buy dialog even if `tab` lingers
  // (e.g. buy was pressed while the session was still being restored).
  const buying = buyingId && user ? (found ?? (kept?.id === buyingId ? kept : undefined)) : undefined;

  const onBuy = useCallback(
    (ticket: TicketOnSale) =>
      changeParams((next) => {
        next.set(BUY_PARAM, ticket.id);
        if (user) next.delete('tab');
        else next.set('tab', 'login');
      }),
    [changeParams, user],
  );
  const closeBuy = useCallback(
    () =>
      changeParams((next) => {
        next.delete(BUY_PARAM);
        next.delete('tab');
      }),
    [changeParams],
  );

  if (tickets.isPending) return <TicketListSkeleton />;
  if (tickets.isError && items.length === 0) {
    return (
      <div role="alert" className="rounded-2xl border border-danger/30 bg-white p-6" data-testid="tickets-error">
        <p className="mb-3 font-semibold text-danger">{t('tickets.error')}</p>
        <Button variant="secondary" onClick={() => void tickets.refetch()}>
          {t('tickets.retry')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <p className="mb-3 text-sm text-muted" aria-live="polite" data-testid="tickets-count">
        {t('tickets.count', { count: total })}
      </p>
      {items.length === 0 ? (
        <EmptyTicketList scope={scope} filters={filters} />
      ) : (
        <ul aria-labelledby={headingId} className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${tickets.isPlaceholderData ? 'opacity-60' : ''}`} data-testid="ticket-list">
          {items.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              t={t}
              categoryName={categoryNames.get(ticket.category.id)}
              ownTicket={ticket.seller.id === user?.id}
              onBuy={onBuy}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {tickets.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void tickets.fetchNextPage()} disabled={tickets.isFetchingNextPage} data-testid="load-more">
            {tickets.isFetchingNextPage ? t('tickets.loadingMore') : t('tickets.loadMore')}
          </Button>
        </div>
      )}
      {buyingId && !user && !authDialog.tab && !session.isPending && (
        <p className="sr-only" role="status">
          {t('tickets.signInToBuy')}
        </p>
      )}
      <Suspense fallback={null}>
        {buying && <BuyDialog key={buying.id} ticket={buying} onClose={closeBuy} />}
        {deleting && <DeleteTicketDialog ticket={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </>
  );
}
