import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { VisitorPhoto } from '../../domain/visitor-photo.ts';
import { entityNamed } from '../../../platform/database/entity-reference.ts';

export const VisitorPhotoSchema = new EntitySchema<VisitorPhoto>({
  class: VisitorPhoto,
  tableName: 'visitor_photo',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    visitorPassId: { kind: 'm:1', entity: entityNamed('VisitorPass'), mapToPk: true, fieldName: 'visitor_pass_id', deleteRule: 'cascade' },
    storageKey: { type: 'text', unique: true },
    sizeBytes: { type: 'integer' },
    thumbnailKey: { type: 'text', nullable: true },
    takenById: { kind: 'm:1', entity: entityNamed('Employee'), mapToPk: true, fieldName: 'taken_by_id', nullable: true, deleteRule: 'set null' },
    createdAt: { ...timestamptz },
  },
  // "The latest photo of this visitor".
  indexes: [{ name: 'visitor_photo_pass_created_idx', properties: ['visitorPassId', 'createdAt'] }],
});
