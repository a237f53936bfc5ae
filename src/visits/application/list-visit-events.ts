/** What happened to a visit, as the token API's events list names it: the audit log's own actions. */
export const VISIT_EVENT_TYPES = [
  'visit.created',
  'visit.details_submitted',
  'visit.approved',
  'visit.cancelled',
  'visit.checked_in',
  'visit.checked_out',
  'visit.walk_in_created',
  'visit.walk_in_declined',
] as const;
export type VisitEventType = (typeof VISIT_EVENT_TYPES)[number];

/** One event: which, when, to which visit; never the entry's details or who did it. */
export interface VisitEvent {
  /** Increasing: a reader asks for the events after the last one it read. */
  readonly id: number;
  readonly type: VisitEventType;
  readonly at: Date;
  readonly visitId: number;
}

/** The visits' events in the order they were recorded (the audit log's, read by an adapter). */
export abstract class VisitEventFeed {
  abstract after(afterId: number, limit: number): Promise<VisitEvent[]>;
}

/**
 * `GET /api/v1/events` (issue 32): the events of every visit after a point, oldest first, a page at a
 * time, so that another system can follow what happens without a webhook. Every visit's: the route lets
 * in only those who see every visit (the desk and admins, canSeeEveryVisit).
 */
export class ListVisitEvents {
  constructor(private readonly feed: VisitEventFeed) {}

  async execute(request: { readonly after: number; readonly limit: number }): Promise<{ events: VisitEvent[]; next: number }> {
    const events = await this.feed.after(request.after, request.limit);
    return { events, next: events.at(-1)?.id ?? request.after };
  }
}
