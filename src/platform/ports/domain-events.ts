/**
 * Every event a use case can record, by its name. Empty here: each module adds its own events in its
 * `application/*-events.ts` (TypeScript's module augmentation), so the platform names none of them,
 * and a table keyed by DomainEventType (the notifications module's mail routes) must cover every one.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each module's declaration
export interface DomainEventMap {}

/** An event's name: what happened, in the past tense (`visit.checked_in`, `walk_in.waiting`). */
export type DomainEventType = keyof DomainEventMap;

/** Something that happened: its name (`type`) and the ids and facts a listener needs, never rendered text. */
export type DomainEvent = DomainEventMap[DomainEventType];

/**
 * Where use cases record what happened (ADR 29). Recorded inside the use case's transaction: what the
 * event causes (the notifications' outbox rows) is kept if, and only if, that transaction commits.
 * A use case says what happened, never who is told or how.
 */
export abstract class DomainEvents {
  abstract record(event: DomainEvent): Promise<void>;
}
