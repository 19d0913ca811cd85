import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import { useAuthDialog, useSession } from '../../auth';
import type { TicketFilters } from '../../filters';
import type { TicketScope } from '../api/tickets';

/** The query parameter of the profile's tickets tab that opens the "add ticket" form. */
export const SELL_PARAM = 'sell';

/** What an empty list says depends on where it is: a filtered search, an event, a category or the whole market. */
function emptyKey(scope: TicketScope, filters: TicketFilters) {
  if (filters.q || filters.from || filters.to) return 'tickets.emptyFiltered';
  if (scope.event) return 'tickets.emptyEvent';
  if (scope.category) return 'tickets.emptyCategory';
  return 'tickets.emptyAll';
}

/**
 * An empty ticket list, with "Sell a ticket": to a signed-in person the profile's add form, to a visitor the
 * sign-in dialog (selling needs an account). While the session is being read it waits, so that a signed-in person is
 * not asked to sign in.
 */
export function EmptyTicketList({ scope, filters }: { scope: TicketScope; filters: TicketFilters }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const user = session.data;
  const authDialog = useAuthDialog();
  const classes = buttonClasses('primary', 'mt-4 no-underline');
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white p-8 text-center" data-testid="tickets-empty">
      <p className="text-muted">{t(emptyKey(scope, filters))}</p>
      {user ? (
        <Link to={`${paths.profile.getHref(language, user.id, 'tickets')}?${SELL_PARAM}=1`} className={classes} data-testid="sell-ticket">
          {t('tickets.sell')}
        </Link>
      ) : (
        <button type="button" className={classes} onClick={() => authDialog.open('login')} disabled={session.isPending} data-testid="sell-ticket">
          {t('tickets.sell')}
        </button>
      )}
    </div>
  );
}
