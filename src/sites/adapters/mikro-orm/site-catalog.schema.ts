import { defineEntity, p } from '@mikro-orm/core';

/**
 * One row: the version of the sites and their entrances. Triggers written in its migration bump it in
 * the same transaction as any change to either table (whoever makes it: the product, the CLI, a
 * hand-written statement), so that a version and the rows it names become visible together. A
 * process may then keep the sites it read under their version and reuse them while the version read
 * with each session is the same (SiteRepository.places, ADR 62).
 */
export const SiteCatalogSchema = defineEntity({
  name: 'SiteCatalog',
  tableName: 'site_catalog',
  properties: {
    id: p.integer().primary().autoincrement(false),
    version: p.integer(),
  },
});
