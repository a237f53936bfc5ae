import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../database/columns.ts';
import { StoredFile } from './stored-file.ts';

export const StoredFileSchema = new EntitySchema<StoredFile>({
  class: StoredFile,
  tableName: 'stored_file',
  properties: {
    key: { type: 'text', primary: true },
    // Never loaded with a list; read by key only.
    content: { type: 'blob', columnType: 'bytea', lazy: true },
    sizeBytes: { type: 'integer' },
    createdAt: { ...timestamptz },
  },
});
