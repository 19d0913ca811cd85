import { createContext, useContext, useEffect } from 'react';

export const siteName = 'Baltic Ticket Exchange';

/** What a server render writes into the page's <head> (server/seo-head.ts), and the status it answers with. */
export interface DocumentHead {
  title: string;
  description?: string;
  /** 404 for an unknown page, category or event; 410 for a removed event. Such pages are not indexed. */
  status?: number;
  /** schema.org objects, written as JSON-LD. */
  structuredData?: object[];
  /** The link preview's picture (an absolute path or URL, a 1200 × 630 JPEG); the site's own when none. */
  image?: string;
  /** Open Graph type: "website" unless the page is an event ("article" is what chat apps render best for it). */
  ogType?: 'website' | 'article';
}

export type PageHeadExtras = Omit<DocumentHead, 'title' | 'description'>;

/** Present only in a server render (where effects do not run): collects the head while the page renders. */
export const ServerDocumentHeadContext = createContext<((head: DocumentHead) => void) | null>(null);

/** The page's title (and, for the search engines and link previews that read the server's HTML, the rest of its head). */
export function useDocumentTitle(title?: string, description?: string, extras: PageHeadExtras = {}): void {
  const fullTitle = title ? `${title} · ${siteName}` : siteName;
  useContext(ServerDocumentHeadContext)?.({ title: fullTitle, description, ...extras });
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
