import { defineEntity, p } from '@mikro-orm/core';
import { instant } from '../../../platform/database/columns.ts';
import { Site } from '../../domain/site.ts';

/** A site's table (issue 30), with `defineEntity` as every table a read model will read in SQL (ADR 32): visits will name their site. */
export const SiteSchema = defineEntity({
  class: Site,
  tableName: 'site',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    address: p.text().nullable(),
    timeZone: p.text(),
    email: p.text().nullable(),
    personalDataDays: p.integer(),
    photoDays: p.integer(),
    auditLogDays: p.integer(),
    processingLogDays: p.integer(),
    resignDays: p.integer().default(0),
    closeStaleVisits: p.boolean(),
    kioskRequiresPin: p.boolean(),
    createdAt: instant(),
    updatedAt: instant(),
    awaitsSettings: p.boolean().default(false),
  },
  // One site per name whatever its case: "Pune" and "pune" are the same office. It also keeps two
  // processes starting at once from adding two first sites (SiteRepository.addIfNone).
  uniques: [{ name: 'site_name_unique', expression: 'create unique index "site_name_unique" on "site" (lower("name"))' }],
});
