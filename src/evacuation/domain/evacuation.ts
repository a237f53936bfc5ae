import { DomainError } from '#kernel/domain-error.ts';

/** Who starts, marks or ends: the employee's id and how the record names them (their e-mail). */
export interface Marker {
  readonly id: number | null;
  readonly label: string;
}

/**
 * An evacuation of one site (issue 30): started by someone, open while its roll call is marked, then
 * ended by someone, after which nothing of it changes. At most one is open per site; the database
 * holds that rule (a partial unique index), since two guards may start one in the same second.
 */
export class Evacuation {
  id!: number;
  siteId: number;
  startedAt: Date;
  startedById: number | null;
  startedBy: string;
  endedAt: Date | null = null;
  endedById: number | null = null;
  endedBy: string | null = null;

  constructor(siteId: number, by: Marker, at: Date) {
    this.siteId = siteId;
    this.startedAt = at;
    this.startedById = by.id;
    this.startedBy = by.label;
  }

  get isOpen(): boolean {
    return this.endedAt === null;
  }

  /** Ends it, once: an ended evacuation is `evacuation.ended`. */
  end(by: Marker, at: Date): void {
    if (!this.isOpen) throw new DomainError('evacuation.ended');
    this.endedAt = at;
    this.endedById = by.id;
    this.endedBy = by.label;
  }
}
