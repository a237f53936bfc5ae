/** What the evacuation module records (DomainEvents). */

/** A host of visitors on site, with those visitors' names: whom the evacuation's mail goes to, and what it names. */
export interface HostToTell {
  readonly email: string;
  readonly name: string;
  readonly visitors: readonly string[];
}

/**
 * An evacuation started at a site (issue 30): each host of a visitor on site is to hear of it, with
 * their visitors' names (docs/product/evacuation.md EVAC-MAIL-01). Names only: no phone number or ID.
 */
export interface EvacuationStarted {
  readonly type: 'evacuation.started';
  readonly evacuationId: number;
  readonly siteName: string;
  readonly timeZone: string;
  readonly at: Date;
  readonly hosts: readonly HostToTell[];
}

declare module '../../platform/ports/domain-events.ts' {
  interface DomainEventMap {
    'evacuation.started': EvacuationStarted;
  }
}
