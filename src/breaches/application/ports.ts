import type { AffectedPerson } from '#contract/api/breach-answers.ts';
import type { Breach, BreachNotice } from '../domain/breach.ts';

export abstract class BreachRepository {
  /** Adds the breach now (it has its id after). */
  abstract add(breach: Breach): Promise<void>;
  /** Every breach, newest awareness first. */
  abstract list(): Promise<Breach[]>;
  /** The breach with this id; null when there is none. */
  abstract byId(id: number): Promise<Breach | null>;
  /** The breach with this id, locked until the transaction ends; null when there is none. */
  abstract lockById(id: number): Promise<Breach | null>;
  /** Writes a changed breach now. */
  abstract save(breach: Breach): Promise<void>;
  /**
   * Marks the notices sent at `at` in one statement that writes only when none were sent: of two
   * admins (or replicas) sending at once, exactly one gets true (the database decides, BR-5).
   */
  abstract markNoticesSent(id: number, by: string, at: Date): Promise<boolean>;
  /** Records the notices queued. */
  abstract addNotices(notices: readonly BreachNotice[]): Promise<void>;
  /** The notices queued for a breach, in the order they were queued. */
  abstract noticesOf(breachId: number): Promise<BreachNotice[]>;
  /** How many notices each of these breaches has on record. */
  abstract noticeCounts(breachIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
}

/** What decides who is affected: the breach's window, sites and kinds of data. */
export interface BreachScope {
  readonly occurredFrom: Date;
  readonly occurredTo: Date;
  readonly siteIds: readonly number[] | null;
  readonly dataKinds: readonly string[];
}

/**
 * The people whose data the product held within a breach's scope, from the data itself (BR-2):
 * visitors by their visits, employees by their accounts; contact as held, never an ID number.
 */
export abstract class AffectedPeopleQuery {
  abstract of(scope: BreachScope): Promise<AffectedPerson[]>;
}
