import type { EvacuationMark } from '#contract/evacuation-marks.ts';
import type { Evacuation, Marker } from '../domain/evacuation.ts';
import type { EvacuationPerson, RollCallEntry } from '../domain/evacuation-person.ts';
import type { HostOfVisitors, VisitorOnSite } from '../domain/roll-call.ts';

/** What a mark found: the person as now marked, or why nothing changed. */
export type MarkOutcome = EvacuationPerson | 'ended' | 'not_found';

export abstract class EvacuationRepository {
  /**
   * Adds the evacuation and its roll call now (each has its id after). A site that already has an open
   * evacuation is `evacuation.already_open`, decided by the database as the row goes in (ADR 44), not
   * by a read before it: two starts at once make one evacuation.
   */
  abstract start(evacuation: Evacuation, people: readonly RollCallEntry[]): Promise<EvacuationPerson[]>;
  /** The site's open evacuation, or null. */
  abstract openAt(siteId: number): Promise<Evacuation | null>;
  abstract byId(id: number): Promise<Evacuation | null>;
  /** The evacuation, locked until the transaction ends (marks wait for it): null when there is none. */
  abstract lockById(id: number): Promise<Evacuation | null>;
  /** Its roll call, in order. */
  abstract people(evacuationId: number): Promise<EvacuationPerson[]>;
  /**
   * Sets one person's mark in one statement, only while the evacuation is open: answers the person as
   * marked, `ended` when the evacuation has ended (even one ending at this moment), or `not_found`
   * when the person is not on this roll call. Several guards marking at once each change one row.
   */
  abstract mark(evacuationId: number, personId: number, mark: EvacuationMark, by: Marker, at: Date): Promise<MarkOutcome>;
  /** Writes the ended evacuation (its end, who and when). */
  abstract saveEnd(evacuation: Evacuation): Promise<void>;
}

/** Who is on a site now (visits and identity, through their application layers: ADR 2). */
export abstract class PeopleOnSite {
  /** Visitors checked in at the site today (on its clock) and not out, and their hosts by id. */
  abstract at(siteId: number): Promise<{ readonly visitors: VisitorOnSite[]; readonly hosts: ReadonlyMap<number, HostOfVisitors> }>;
}
