import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ButtonVariant } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useDownloadTicketFile } from '../api/ticket-file';

/**
 * Downloads a ticket's file (the buyer's once paid, the seller's always); says so in words when there is none or it
 * fails. With `title`, its accessible name says which ticket (lists with many).
 */
export function DownloadTicketButton({ ticketId, title, variant = 'primary', className }: { ticketId: string; title?: string; variant?: ButtonVariant; className?: string }) {
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
        aria-label={title && !download.isPending ? t('orders.download.fileOf', { title }) : undefined}
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
