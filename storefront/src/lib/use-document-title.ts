import { createContext, useContext, useEffect } from 'react';

export const siteName = 'Baltic Ticket Exchange';

/** What a server render writes into the page's <head>. */
export interface DocumentHead {
  title: string;
  description?: string;
}

/** Present only in a server render (where effects do not run): collects the head while the page renders. */
export const ServerDocumentHeadContext = createContext<((head: DocumentHead) => void) | null>(null);

/** The page's title (and, for the search engines that read the server's HTML, its description). */
export function useDocumentTitle(title?: string, description?: string): void {
  const fullTitle = title ? `${title} · ${siteName}` : siteName;
  useContext(ServerDocumentHeadContext)?.({ title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
