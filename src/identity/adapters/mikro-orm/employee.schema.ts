import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { Designation } from '../../domain/designation.ts';
import { Employee } from '../../domain/employee.ts';
import { entityNamed } from '../../../platform/database/entity-reference.ts';

export const EmployeeSchema = new EntitySchema<Employee>({
  class: Employee,
  tableName: 'employee',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    empId: { type: 'text', unique: true },
    name: { type: 'text' },
    email: { type: 'text', unique: true },
    phone: { type: 'text', nullable: true },
    designation: { kind: 'm:1', entity: () => Designation, deleteRule: 'restrict' },
    manager: { kind: 'm:1', entity: () => Employee, nullable: true, deleteRule: 'set null' },
    status: { type: 'text', default: 'Approval Pending' },
    passwordHash: { type: 'text', nullable: true, lazy: true },
    passwordSetAt: { ...timestamptz, nullable: true },
    failedLoginCount: { type: 'integer', default: 0 },
    failedLoginWindowStart: { ...timestamptz, nullable: true },
    lockedUntil: { ...timestamptz, nullable: true },
    approvedAt: { ...timestamptz, nullable: true },
    approvedById: { kind: 'm:1', entity: entityNamed('Employee'), mapToPk: true, nullable: true, fieldName: 'approved_by_id', deleteRule: 'set null' },
    approvalNoticeAt: { ...timestamptz, nullable: true },
    disabledAt: { ...timestamptz, nullable: true },
    ssoIssuer: { type: 'text', nullable: true },
    ssoSubject: { type: 'text', nullable: true },
    scimExternalId: { type: 'text', nullable: true },
    deprovisionedAt: { ...timestamptz, nullable: true },
    createdAt: { ...timestamptz },
    // The sites module's row, by id (ADR 2); the first site when the insert names none (ADR 40).
    homeSiteId: { kind: 'm:1', entity: entityNamed('Site'), mapToPk: true, fieldName: 'home_site_id', deleteRule: 'restrict', defaultRaw: 'first_site_id()' },
  },
  uniques: [
    // One employee per company account (single sign-on, ADR 37).
    { name: 'employee_sso_subject_unique', properties: ['ssoIssuer', 'ssoSubject'] },
    // One employee per provisioned user (SCIM, ADR 41): the provider's own id.
    { name: 'employee_scim_external_id_unique', properties: ['scimExternalId'] },
  ],
  indexes: [
    // The approval list: "my pending reports".
    { name: 'employee_manager_status_idx', properties: ['manager', 'status'] },
    { name: 'employee_status_created_idx', properties: ['status', 'createdAt'] },
    // Employee ids are unique whatever their case, as the registration check compares them.
    { name: 'employee_emp_id_lower_unique', expression: 'create unique index "employee_emp_id_lower_unique" on "employee" (lower("emp_id"))' },
  ],
});
