import { Module } from '@nestjs/common';
import { CatalogAdminController } from './adapters/http/admin/catalog.admin.controller.js';
import { CatalogController } from './adapters/http/catalog.controller.js';
import { SqlCatalogAdminRepository } from './adapters/persistence/sql-catalog-admin.repository.js';
import { SqlCatalogRepository } from './adapters/persistence/sql-catalog.repository.js';
import { BrowseCatalog } from './application/browse-catalog.queries.js';
import { CatalogLookup } from './application/catalog-lookup.js';
import { ManageCatalog } from './application/manage-catalog.use-case.js';
import { CatalogAdminRepository } from './application/ports/catalog-admin.repository.js';
import { CatalogRepository } from './application/ports/catalog.repository.js';

@Module({
  controllers: [CatalogController, CatalogAdminController],
  providers: [{ provide: CatalogRepository, useClass: SqlCatalogRepository }, BrowseCatalog, CatalogLookup, { provide: CatalogAdminRepository, useClass: SqlCatalogAdminRepository }, ManageCatalog],
  exports: [BrowseCatalog, CatalogLookup, { provide: CatalogAdminRepository, useClass: SqlCatalogAdminRepository }, ManageCatalog],
})
export class CatalogModule {}
