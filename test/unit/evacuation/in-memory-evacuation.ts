import type { EvacuationMark } from '#contract/evacuation-marks.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { EvacuationRepository, PeopleOnSite, type MarkOutcome } from '../../../src/evacuation/application/ports.ts';
import type { Evacuation, Marker } from '../../../src/evacuation/domain/evacuation.ts';
import { EvacuationPerson, type RollCallEntry } from '../../../src/evacuation/domain/evacuation-person.ts';
import type { HostOfVisitors, VisitorOnSite } from '../../../src/evacuation/domain/roll-call.ts';
import type { TakesPartInTransactions } from '../identity/in-memory-identity.ts';

/**
 * Evacuations in memory, as the table keeps them: at most one open per site (the partial unique
 * index's rule), and a mark only while the evacuation is open. A rollback restores every row as it was.
 */
export class InMemoryEvacuations extends EvacuationRepository implements TakesPartInTransactions {
  readonly evacuations: Evacuation[] = [];
  readonly rows: EvacuationPerson[] = [];
  private nextId = 1;

  async start(evacuation: Evacuation, entries: readonly RollCallEntry[]): Promise<EvacuationPerson[]> {
    if (this.evacuations.some((other) => other.siteId === evacuation.siteId && other.isOpen)) throw new DomainError('evacuation.already_open');
    evacuation.id = this.nextId++;
    this.evacuations.push(evacuation);
    const people = entries.map((entry) => Object.assign(new EvacuationPerson(evacuation.id, entry), { id: this.nextId++ }));
    this.rows.push(...people);
    return people;
  }

  async openAt(siteId: number): Promise<Evacuation | null> {
    return this.evacuations.find((evacuation) => evacuation.siteId === siteId && evacuation.isOpen) ?? null;
  }

  async byId(id: number): Promise<Evacuation | null> {
    return this.evacuations.find((evacuation) => evacuation.id === id) ?? null;
  }

  lockById(id: number): Promise<Evacuation | null> {
    return this.byId(id);
  }

  async people(evacuationId: number): Promise<EvacuationPerson[]> {
    return this.rows.filter((person) => person.evacuationId === evacuationId).sort((a, b) => a.position - b.position);
  }

  async mark(evacuationId: number, personId: number, mark: EvacuationMark, by: Marker, at: Date): Promise<MarkOutcome> {
    const evacuation = await this.byId(evacuationId);
    if (evacuation && !evacuation.isOpen) return 'ended';
    const person = this.rows.find((one) => one.id === personId && one.evacuationId === evacuationId);
    if (!evacuation || !person) return 'not_found';
    person.markAs(mark, by, at);
    return person;
  }

  async saveEnd(): Promise<void> {}

  savepoint(): () => void {
    const evacuations = this.evacuations.map((evacuation) => ({ evacuation, copy: { ...evacuation } }));
    const people = this.rows.map((person) => ({ person, copy: { ...person } }));
    return () => {
      this.evacuations.splice(0, this.evacuations.length, ...evacuations.map(({ evacuation, copy }) => Object.assign(evacuation, copy)));
      this.rows.splice(0, this.rows.length, ...people.map(({ person, copy }) => Object.assign(person, copy)));
    };
  }
}

/** Who is on each site, as the test says. */
export class FixedPeopleOnSite extends PeopleOnSite {
  constructor(
    private readonly visitors: Readonly<Record<number, readonly VisitorOnSite[]>>,
    private readonly hosts: readonly HostOfVisitors[],
  ) {
    super();
  }

  async at(siteId: number): Promise<{ visitors: VisitorOnSite[]; hosts: ReadonlyMap<number, HostOfVisitors> }> {
    return { visitors: [...(this.visitors[siteId] ?? [])], hosts: new Map(this.hosts.map((host) => [host.id, host])) };
  }
}
