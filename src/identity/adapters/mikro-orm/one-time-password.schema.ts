import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { OneTimePassword } from '../../domain/one-time-password.ts';

export const OneTimePasswordSchema = new EntitySchema<OneTimePassword>({
  class: OneTimePassword,
  tableName: 'one_time_password',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'text' },
    purpose: { type: 'text' },
    codeHash: { type: 'text' },
    createdAt: { ...timestamptz },
    expiresAt: { ...timestamptz },
    failedAttempts: { type: 'integer', default: 0 },
    verifiedAt: { ...timestamptz, nullable: true },
    consumedAt: { ...timestamptz, nullable: true },
  },
  indexes: [{ name: 'one_time_password_email_purpose_created_idx', properties: ['email', 'purpose', 'createdAt'] }],
});
