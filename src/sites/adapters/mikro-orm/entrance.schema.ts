import { defineEntity, p } from '@mikro-orm/core';
import { instant } from '../../../platform/database/columns.ts';
import { relationTo } from '../../../platform/database/entity-reference.ts';
import { Entrance } from '../../domain/entrance.ts';

/** A site's entrances (issue 30). Never deleted: a retired one keeps the name its visits show. */
export const EntranceSchema = defineEntity({
  class: Entrance,
  tableName: 'entrance',
  properties: {
    id: p.integer().primary().autoincrement(),
    siteId: relationTo('Site').mapToPk().fieldName('site_id').deleteRule('restrict'),
    name: p.text(),
    retiredAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  },
  // One entrance in use per name at a site whatever its case; its site's entrances are read by this index too.
  uniques: [
    {
      name: 'entrance_site_name_unique',
      expression: 'create unique index "entrance_site_name_unique" on "entrance" ("site_id", lower("name")) where "retired_at" is null',
    },
  ],
});
