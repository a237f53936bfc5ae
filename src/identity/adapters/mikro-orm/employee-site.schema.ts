import { defineEntity } from '@mikro-orm/core';
import { relationTo } from '../../../platform/database/entity-reference.ts';

/**
 * The sites an employee works at (issue 30, ADR 42): a security user's or a site admin's assignments,
 * one row per employee and site. No row: the employee works at their home site. Read with the
 * session in one statement (MikroOrmSessionRepository), written by SiteAssignments.
 */
export const EmployeeSiteSchema = defineEntity({
  name: 'EmployeeSite',
  tableName: 'employee_site',
  properties: {
    employeeId: relationTo('Employee').mapToPk().fieldName('employee_id').primary().deleteRule('cascade'),
    siteId: relationTo('Site').mapToPk().fieldName('site_id').primary().deleteRule('restrict'),
  },
  // "Who works at this site" (the Sites screen) reads by site.
  indexes: [{ name: 'employee_site_site_idx', properties: ['siteId'] }],
});
