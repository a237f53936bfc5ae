import { defineEntity } from '@mikro-orm/core';
import { relationTo } from '../../../platform/database/entity-reference.ts';

/**
 * The sites a watchlist entry is limited to (issue 30, ADR 42), one row per entry and site. No row:
 * the entry is company-wide and flags at every site.
 */
export const WatchlistEntrySiteSchema = defineEntity({
  name: 'WatchlistEntrySite',
  tableName: 'watchlist_entry_site',
  properties: {
    entryId: relationTo('WatchlistEntry').mapToPk().fieldName('entry_id').primary().deleteRule('cascade'),
    siteId: relationTo('Site').mapToPk().fieldName('site_id').primary().deleteRule('restrict'),
  },
});
