import type { EvacuationMark, EvacuationPersonKind } from '#contract/evacuation-marks.ts';
import type { Marker } from './evacuation.ts';

/**
 * One person on an evacuation's roll call: a visitor checked in at the site when it started, or the
 * host of one (issue 30). Their mark starts unaccounted; each change records who made it and when, so
 * the ended evacuation's record says who marked whom.
 */
export class EvacuationPerson {
  id!: number;
  evacuationId: number;
  /** Where they stand in the roll call: each host, then the host's visitors. */
  position: number;
  kind: EvacuationPersonKind;
  name: string;
  /** A visitor's visit; null for a host. */
  visitId: number | null;
  /** A host's employee id, or a visitor's host's. */
  hostId: number;
  /** A visitor's host's name; null for a host. */
  hostName: string | null;
  mark: EvacuationMark = 'unaccounted';
  markedAt: Date | null = null;
  markedById: number | null = null;
  markedBy: string | null = null;

  constructor(evacuationId: number, draft: RollCallEntry) {
    this.evacuationId = evacuationId;
    this.position = draft.position;
    this.kind = draft.kind;
    this.name = draft.name;
    this.visitId = draft.visitId;
    this.hostId = draft.hostId;
    this.hostName = draft.hostName;
  }

  /** Sets the mark, whatever it was: a later tap wins, and unaccounted undoes a mistake. */
  markAs(mark: EvacuationMark, by: Marker, at: Date): void {
    this.mark = mark;
    this.markedAt = at;
    this.markedById = by.id;
    this.markedBy = by.label;
  }
}

/** A person as the roll call is first made, before they are stored. */
export interface RollCallEntry {
  readonly position: number;
  readonly kind: EvacuationPersonKind;
  readonly name: string;
  readonly visitId: number | null;
  readonly hostId: number;
  readonly hostName: string | null;
}
