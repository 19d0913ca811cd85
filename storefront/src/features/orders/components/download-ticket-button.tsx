import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ButtonVariant } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useDownloadTicketFile } from '../api/ticket-file';

/** Downloads a bought ticket's file (the buyer's own, once paid); says so in words when there is none or it fails. */
export function DownloadTicketButton({ ticketId, variant = 'primary', className }: { ticketId: string; variant?: ButtonVariant; className?: string }) {
  const { t } = useTranslation();
  const download = useDownloadTicketFile();
  const problem = download.isError ? (isApiError(download.error) && download.error.status === 404 ? t('orders.download.noFile') : t('orders.download.failed')) : null;
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-start">
      <Button
        variant={variant}
        className={className}
        onClick={() => download.mutate({ ticketId, fallbackName: `ticket-${ticketId}` })}
        disabled={download.isPending}
        data-testid="download-ticket"
      >
        {download.isPending ? t('orders.download.downloading') : t('orders.download.button')}
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
