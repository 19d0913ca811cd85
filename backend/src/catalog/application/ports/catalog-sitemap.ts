/** What the sitemap lists of the catalogue: active categories and upcoming scheduled events, with their last change. */
export interface SitemapSummary {
  categories: { slug: string; lastModified: Date }[];
  upcomingEvents: number;
  /** The latest change of any listed event or category (the lists on home, events and tickets change with them). */
  latestChange: Date | null;
}

export interface SitemapEvent {
  id: string;
  categorySlug: string;
  lastModified: Date;
}

export abstract class CatalogSitemapSource {
  abstract summary(now: Date): Promise<SitemapSummary>;
  /** Upcoming scheduled events of active categories, in a stable order, one slice at a time. */
  abstract upcomingEvents(now: Date, offset: number, limit: number): Promise<SitemapEvent[]>;
}
