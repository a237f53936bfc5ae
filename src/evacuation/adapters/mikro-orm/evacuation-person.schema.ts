import { defineEntity, p } from '@mikro-orm/core';
import { instant } from '../../../platform/database/columns.ts';
import { EvacuationPerson } from '../../domain/evacuation-person.ts';
import { relationTo } from '../../../platform/database/entity-reference.ts';

/**
 * One person of an evacuation's roll call (issue 30): their name is copied when it starts, so the
 * ended record reads the same whatever later happens to the visit or the host's account; the visit's
 * and host's ids are kept without a foreign key for the same reason.
 */
export const EvacuationPersonSchema = defineEntity({
  class: EvacuationPerson,
  tableName: 'evacuation_person',
  properties: {
    id: p.integer().primary().autoincrement(),
    evacuationId: relationTo('Evacuation').mapToPk().fieldName('evacuation_id').deleteRule('cascade'),
    position: p.integer(),
    kind: p.text(),
    name: p.text(),
    visitId: p.integer().nullable(),
    hostId: p.integer(),
    hostName: p.text().nullable(),
    mark: p.text().default('unaccounted'),
    markedAt: instant().nullable(),
    markedById: p.integer().nullable(),
    markedBy: p.text().nullable(),
  },
  uniques: [{ name: 'evacuation_person_position_unique', properties: ['evacuationId', 'position'] }],
});
