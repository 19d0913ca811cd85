import { Module } from '@nestjs/common';
import { CatalogController } from './adapters/http/catalog.controller.js';
import { SqlCatalogRepository } from './adapters/persistence/sql-catalog.repository.js';
import { BrowseCatalog } from './application/browse-catalog.queries.js';
import { CatalogLookup } from './application/catalog-lookup.js';
import { CatalogRepository } from './application/ports/catalog.repository.js';

@Module({
  controllers: [CatalogController],
  providers: [{ provide: CatalogRepository, useClass: SqlCatalogRepository }, BrowseCatalog, CatalogLookup],
  exports: [BrowseCatalog, CatalogLookup],
})
export class CatalogModule {}
