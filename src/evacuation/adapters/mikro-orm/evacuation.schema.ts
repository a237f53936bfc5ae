import { defineEntity, p } from '@mikro-orm/core';
import { instant } from '../../../platform/database/columns.ts';
import { relationTo } from '../../../platform/database/entity-reference.ts';
import { Evacuation } from '../../domain/evacuation.ts';

/**
 * An evacuation's table (issue 30). Who started and ended it are kept as the employee's id and e-mail
 * without a foreign key: the record outlives the account. At most one open evacuation per site: the
 * partial unique index refuses a second row of the site while `ended_at` is null (ADR 44).
 */
export const EvacuationSchema = defineEntity({
  class: Evacuation,
  tableName: 'evacuation',
  properties: {
    id: p.integer().primary().autoincrement(),
    siteId: relationTo('Site').mapToPk().fieldName('site_id').deleteRule('restrict'),
    startedAt: instant(),
    startedById: p.integer().nullable(),
    startedBy: p.text(),
    endedAt: instant().nullable(),
    endedById: p.integer().nullable(),
    endedBy: p.text().nullable(),
  },
  indexes: [
    {
      name: 'evacuation_open_per_site',
      expression: 'create unique index "evacuation_open_per_site" on "evacuation" ("site_id") where "ended_at" is null',
    },
  ],
});
