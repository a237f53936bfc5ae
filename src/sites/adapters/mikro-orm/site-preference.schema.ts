import { defineEntity } from '@mikro-orm/core';
import { instant } from '../../../platform/database/columns.ts';
import { relationTo } from '../../../platform/database/entity-reference.ts';

/**
 * The site each user last picked on the dashboards, the desk or the insights (issue 30: "remembered
 * per user"), kept in PostgreSQL so that it follows them to another browser and every replica reads
 * the same. One row per employee; a null site is "all my sites"; no row, nothing picked yet.
 */
export const SitePreferenceSchema = defineEntity({
  name: 'SitePreference',
  tableName: 'site_preference',
  properties: {
    employeeId: relationTo('Employee').mapToPk().fieldName('employee_id').primary().deleteRule('cascade'),
    // A site that goes takes the choice with it: the screens then open where they would with none.
    siteId: relationTo('Site').mapToPk().fieldName('site_id').nullable().deleteRule('set null'),
    updatedAt: instant(),
  },
});
