import { DomainEvents, type DomainEvent } from '../../../src/platform/ports/domain-events.ts';
import type { TakesPartInTransactions } from '../identity/in-memory-identity.ts';

/** DomainEvents in memory: what a use case recorded, in order, undone by a rollback like the outbox's rows. */
export class RecordingEvents extends DomainEvents implements TakesPartInTransactions {
  readonly recorded: DomainEvent[] = [];

  async record(event: DomainEvent): Promise<void> {
    this.recorded.push(event);
  }

  savepoint(): () => void {
    const kept = this.recorded.length;
    return () => void this.recorded.splice(kept);
  }
}
