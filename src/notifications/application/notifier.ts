import { DomainEvents, type DomainEvent } from '../../platform/ports/domain-events.ts';
import type { Outbox, OutgoingMessage } from '../../platform/ports/outbox.ts';
import type { EventRoutes } from './event-routes.ts';

/**
 * The notifications module's answer to the DomainEvents port (ADR 29): each recorded event is routed
 * to every channel that carries it, rendered into that channel's messages and queued in the one
 * outbox, in the transaction that recorded it. So a message exists exactly when its event was
 * committed, survives the process that recorded it, and is delivered once by whichever replica's
 * sender claims it. The use cases only say what happened.
 */
export class Notifier extends DomainEvents {
  constructor(
    private readonly outbox: Outbox,
    private readonly channels: readonly EventRoutes[],
  ) {
    super();
  }

  async record(event: DomainEvent): Promise<void> {
    for (const routes of this.channels) {
      // Keyed by the event's own name, so the route takes this event; TypeScript cannot follow that through the union.
      const route = routes[event.type] as ((event: DomainEvent) => Promise<readonly OutgoingMessage[]>) | undefined;
      if (!route) continue;
      for (const message of await route(event)) this.outbox.enqueue(message);
    }
  }
}
