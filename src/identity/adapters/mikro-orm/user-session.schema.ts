import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { Employee } from '../../domain/employee.ts';
import { UserSession } from '../../domain/user-session.ts';

export const UserSessionSchema = new EntitySchema<UserSession>({
  class: UserSession,
  tableName: 'user_session',
  properties: {
    id: { type: 'uuid', primary: true },
    tokenHash: { type: 'text', unique: true },
    employee: { kind: 'm:1', entity: () => Employee, deleteRule: 'cascade', index: 'user_session_employee_idx' },
    createdAt: { ...timestamptz },
    lastSeenAt: { ...timestamptz },
    expiresAt: { ...timestamptz },
    ip: { type: 'text', nullable: true },
    userAgent: { type: 'text', nullable: true },
  },
});
