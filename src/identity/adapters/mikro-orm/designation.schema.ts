import { EntitySchema } from '@mikro-orm/core';
import { Designation } from '../../domain/designation.ts';

export const DesignationSchema = new EntitySchema<Designation>({
  class: Designation,
  tableName: 'designation',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'text', unique: true },
  },
});
