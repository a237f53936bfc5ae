import { describe, expect, it } from 'vitest';
import { ListVisitEvents, VisitEventFeed, type VisitEvent } from '../../../src/visits/application/list-visit-events.ts';

/** Events in memory, in id order, as the audit log keeps them. */
class InMemoryVisitEvents extends VisitEventFeed {
  constructor(private readonly events: readonly VisitEvent[]) {
    super();
  }
  after(afterId: number, limit: number): Promise<VisitEvent[]> {
    return Promise.resolve(this.events.filter((event) => event.id > afterId).slice(0, limit));
  }
}

const at = new Date('2026-11-20T04:30:00.000Z');
const EVENTS: VisitEvent[] = [
  { id: 3, type: 'visit.created', at, visitId: 7 },
  { id: 9, type: 'visit.approved', at, visitId: 7 },
  { id: 12, type: 'visit.checked_in', at, visitId: 7 },
];

describe("the visits' events list", () => {
  it('should page through the events after a point, telling where to ask next', async () => {
    const list = new ListVisitEvents(new InMemoryVisitEvents(EVENTS));
    const first = await list.execute({ after: 0, limit: 2 });
    expect(first).toEqual({ events: EVENTS.slice(0, 2), next: 9 });
    expect(await list.execute({ after: first.next, limit: 2 })).toEqual({ events: EVENTS.slice(2), next: 12 });
  });

  it('should stay where it was when nothing happened since', async () => {
    expect(await new ListVisitEvents(new InMemoryVisitEvents(EVENTS)).execute({ after: 12, limit: 100 })).toEqual({ events: [], next: 12 });
  });
});
