import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { KioskDevice } from '../../domain/kiosk-device.ts';
import { entityNamed } from '../../../platform/database/entity-reference.ts';

export const KioskDeviceSchema = new EntitySchema<KioskDevice>({
  class: KioskDevice,
  tableName: 'kiosk_device',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'text' },
    tokenHash: { type: 'text', unique: 'kiosk_device_token_hash_unique' },
    startedById: { kind: 'm:1', entity: entityNamed('Employee'), mapToPk: true, fieldName: 'started_by_id', nullable: true, deleteRule: 'set null' },
    startedByLabel: { type: 'text' },
    createdAt: { ...timestamptz },
    lastSeenAt: { ...timestamptz, nullable: true },
    revokedAt: { ...timestamptz, nullable: true },
    revokedById: { kind: 'm:1', entity: entityNamed('Employee'), mapToPk: true, fieldName: 'revoked_by_id', nullable: true, deleteRule: 'set null' },
    revokedByLabel: { type: 'text', nullable: true },
    // The site the kiosk stands at (issue 30): it finds only that site's visits. The sites module's row, by id (ADR 2).
    siteId: { kind: 'm:1', entity: entityNamed('Site'), mapToPk: true, fieldName: 'site_id', deleteRule: 'restrict', defaultRaw: 'first_site_id()' },
    // The entrance of that site it stands at (issue 30); entrances are retired, never deleted.
    entranceId: { kind: 'm:1', entity: entityNamed('Entrance'), mapToPk: true, fieldName: 'entrance_id', nullable: true, deleteRule: 'restrict' },
  },
});
