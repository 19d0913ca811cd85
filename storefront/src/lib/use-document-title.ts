import { useEffect } from 'react';

export const siteName = 'Baltic Ticket Exchange';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title]);
}
