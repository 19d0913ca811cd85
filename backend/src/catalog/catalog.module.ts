import { Module } from '@nestjs/common';
import { CatalogAdminController } from './adapters/http/admin/catalog.admin.controller.js';
import { CatalogController } from './adapters/http/catalog.controller.js';
import { CatalogImagesController } from './adapters/http/catalog-images.controller.js';
import { CatalogImages } from './application/catalog-images.use-case.js';
import { CatalogResponseCache } from './adapters/http/catalog-response-cache.js';
import { CatalogChangeFeed } from './adapters/persistence/catalog-change-feed.js';
import { SqlCatalogAdminRepository } from './adapters/persistence/sql-catalog-admin.repository.js';
import { SqlCatalogRepository } from './adapters/persistence/sql-catalog.repository.js';
import { SqlCatalogSitemap } from './adapters/persistence/sql-catalog-sitemap.js';
import { CatalogSitemapSource } from './application/ports/catalog-sitemap.js';
import { BrowseCatalog } from './application/browse-catalog.queries.js';
import { CatalogLookup } from './application/catalog-lookup.js';
import { ManageCatalog } from './application/manage-catalog.use-case.js';
import { CatalogAdminRepository } from './application/ports/catalog-admin.repository.js';
import { CatalogChanges } from './application/ports/catalog-changes.js';
import { AppConfig } from '../config/config.js';
import { CatalogRepository } from './application/ports/catalog.repository.js';

/** The public catalogue's answers are cacheable for 60 s (the product's cache time); at most 2,000 of them, 32 MB. */
const responseCache = {
  provide: CatalogResponseCache,
  inject: [AppConfig],
  useFactory: (config: AppConfig) => new CatalogResponseCache({ ttlMs: config.catalogCacheSeconds * 1000, maxEntries: 2000, maxBytes: 32 * 1024 * 1024 }),
};

@Module({
  controllers: [CatalogController, CatalogAdminController, CatalogImagesController],
  providers: [
    responseCache,
    { provide: CatalogChanges, useExisting: CatalogResponseCache },
    CatalogChangeFeed,
    { provide: CatalogRepository, useClass: SqlCatalogRepository },
    BrowseCatalog,
    CatalogLookup,
    { provide: CatalogAdminRepository, useClass: SqlCatalogAdminRepository },
    ManageCatalog,
    CatalogImages,
    { provide: CatalogSitemapSource, useClass: SqlCatalogSitemap },
  ],
  exports: [CatalogSitemapSource, CatalogResponseCache, CatalogChangeFeed, BrowseCatalog, CatalogLookup, { provide: CatalogAdminRepository, useClass: SqlCatalogAdminRepository }, ManageCatalog],
})
export class CatalogModule {}

/** What the worker needs of the catalogue: the lookups other contexts may make (no HTTP, no cache). */
@Module({
  providers: [{ provide: CatalogRepository, useClass: SqlCatalogRepository }, CatalogLookup],
  exports: [CatalogLookup],
})
export class CatalogLookupModule {}
