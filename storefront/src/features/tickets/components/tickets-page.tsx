import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareButton } from '../../../components/ui/share-button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TicketFiltersBar, useTicketFilters } from '../../filters';
import { TicketList } from './ticket-list';

/** Every available listing across categories, with the category page's search and date range. */
export function TicketsPage() {
  const { t } = useTranslation();
  const { filters, setFilters } = useTicketFilters();
  const headingId = useId();
  useDocumentTitle(t('tickets.title'), t('seo.ticketsDescription'));
  return (
    <>
      <header className="mb-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 id={headingId} className="text-3xl font-extrabold sm:text-4xl">
            {t('tickets.title')}
          </h1>
          <ShareButton title={t('tickets.title')} />
        </div>
        <p className="mt-2 text-lg text-muted">{t('tickets.intro')}</p>
      </header>
      <TicketFiltersBar filters={filters} onChange={setFilters} />
      <TicketList scope={{}} filters={filters} headingId={headingId} />
    </>
  );
}
