import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { Button } from './button';

/** Phones and tablets open their own share sheet; a desktop browser's is a small dialog, a copied link serves better. */
function prefersShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Shares the current page: the Web Share API on a touch device, the link copied to the clipboard elsewhere (said
 * by a notification). Rendered the same on the server and in the browser; the choice is made on the click.
 */
export function ShareButton({ title, testId = 'share-button' }: { title: string; testId?: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = window.location.href.split('#')[0];
    if (prefersShareSheet()) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('share.copied'));
    } catch {
      notify.error(t('share.copyFailed', { url }));
    }
  };
  return (
    <Button variant="secondary" className="shrink-0 px-4 py-2" onClick={() => void share()} data-testid={testId}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {t('share.action')}
    </Button>
  );
}
