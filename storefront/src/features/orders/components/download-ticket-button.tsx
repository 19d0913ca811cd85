import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ButtonVariant } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useDownloadTicketFile } from '../api/ticket-file';

interface DownloadProps {
  ticketId: string;
  title?: string;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * Downloads a ticket's file (the buyer's once paid, the seller's always); says so in words when there is none or it
 * fails. With `title`, its accessible name says which ticket (lists with many). With one file per ticket
 * (`fileCount` over 1), one button per file: "Ticket 1", "Ticket 2"…
 */
export function DownloadTicketButton({ fileCount = 1, ...props }: DownloadProps & { fileCount?: number }) {
  if (fileCount <= 1) return <DownloadOne {...props} index={1} />;
  return (
    <div className="flex flex-wrap gap-2" data-testid="ticket-files">
      {Array.from({ length: fileCount }, (_, index) => (
        <DownloadOne key={index} {...props} index={index + 1} numbered />
      ))}
    </div>
  );
}

function DownloadOne({ ticketId, title, variant = 'primary', className, index, numbered = false }: DownloadProps & { index: number; numbered?: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadTicketFile();
  const problem = download.isError ? (isApiError(download.error) && download.error.status === 404 ? t('orders.download.noFile') : t('orders.download.failed')) : null;
  const label = numbered ? t('orders.download.numbered', { n: index }) : t('orders.download.button');
  // The visible words come first in the accessible name ("Biļete 2, Prāta Vētra: lejupielādēt").
  const accessibleName = title ? (numbered ? t('orders.download.numberedOf', { n: index, title }) : t('orders.download.fileOf', { title })) : undefined;
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-start">
      <Button
        variant={variant}
        className={className}
        onClick={() => download.mutate({ ticketId, index, fallbackName: `ticket-${ticketId}-${index}` })}
        disabled={download.isPending}
        aria-label={accessibleName && !download.isPending ? accessibleName : undefined}
        data-testid={numbered ? 'download-ticket-file' : 'download-ticket'}
      >
        {download.isPending ? t('orders.download.downloading') : label}
      </Button>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
