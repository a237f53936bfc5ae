import type { DomainEventMap, DomainEventType } from '../../platform/ports/domain-events.ts';
import type { OutgoingMessage } from '../../platform/ports/outbox.ts';

/** What one channel makes of one event: a message per audience (none when nobody is to be told). */
export type Route<K extends DomainEventType> = (event: DomainEventMap[K]) => Promise<readonly OutgoingMessage[]>;

/** A channel's routes: the events it carries, each with who hears of it and what they are told. */
export type EventRoutes = { readonly [K in DomainEventType]?: Route<K> };

/**
 * The routes of the channel that decides for every event (mail): an event added to DomainEventMap
 * does not compile until it says here who, if anyone, is told of it.
 */
export type EveryEventRoutes = { readonly [K in DomainEventType]: Route<K> };
