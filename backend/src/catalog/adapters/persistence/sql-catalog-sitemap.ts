import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { CatalogSitemapSource, type SitemapEvent, type SitemapSummary } from '../../application/ports/catalog-sitemap.js';

const UPCOMING = `e.status = 'scheduled' AND e.starts_at >= $1 AND c.status = 'active'`;

@Injectable()
export class SqlCatalogSitemap extends CatalogSitemapSource {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async summary(now: Date): Promise<SitemapSummary> {
    const categories = await this.sql.rows<{ slug: string; lastModified: Date }>(
      `SELECT c.slug, GREATEST(c.updated_at, max(e.updated_at)) AS "lastModified"
       FROM categories c LEFT JOIN events e ON e.category_id = c.id AND e.status = 'scheduled' AND e.starts_at >= $1
       WHERE c.status = 'active' GROUP BY c.id ORDER BY c.priority, c.slug`,
      [now],
    );
    const [events] = await this.sql.rows<{ count: string; latest: Date | null }>(
      `SELECT count(*) AS count, max(e.updated_at) AS latest FROM events e JOIN categories c ON c.id = e.category_id WHERE ${UPCOMING}`,
      [now],
    );
    const latest = [events.latest, ...categories.map((category) => category.lastModified)].filter((date): date is Date => date !== null);
    return {
      categories,
      upcomingEvents: Number(events.count),
      latestChange: latest.length ? new Date(Math.max(...latest.map((date) => date.getTime()))) : null,
    };
  }

  upcomingEvents(now: Date, offset: number, limit: number): Promise<SitemapEvent[]> {
    return this.sql.rows<SitemapEvent>(
      `SELECT e.id, c.slug AS "categorySlug", e.updated_at AS "lastModified"
       FROM events e JOIN categories c ON c.id = e.category_id WHERE ${UPCOMING}
       ORDER BY e.starts_at, e.id OFFSET $2 LIMIT $3`,
      [now, offset, limit],
    );
  }
}
