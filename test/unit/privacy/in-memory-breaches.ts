import type { AffectedPerson } from '#contract/api/breach-answers.ts';
import { AffectedPeopleQuery, BreachRepository, type BreachScope } from '../../../src/breaches/application/ports.ts';
import type { Breach, BreachNotice } from '../../../src/breaches/domain/breach.ts';
import type { TakesPartInTransactions } from '../identity/in-memory-identity.ts';

/** The register in memory, for the use cases' unit tests: the notices' flag set once, as the conditional update does. */
export class InMemoryBreaches extends BreachRepository implements TakesPartInTransactions {
  readonly rows: Breach[] = [];
  readonly notices: BreachNotice[] = [];
  private nextId = 1;

  savepoint(): () => void {
    const rows = this.rows.length;
    const notices = this.notices.length;
    const sent = this.rows.map((breach) => breach.noticesSentAt);
    return () => {
      this.rows.splice(rows);
      this.notices.splice(notices);
      this.rows.forEach((breach, i) => (breach.noticesSentAt = sent[i] ?? null));
    };
  }

  add(breach: Breach): Promise<void> {
    breach.id = this.nextId++;
    this.rows.push(breach);
    return Promise.resolve();
  }

  list(): Promise<Breach[]> {
    return Promise.resolve([...this.rows].sort((a, b) => b.awareAt.getTime() - a.awareAt.getTime() || b.id - a.id));
  }

  byId(id: number): Promise<Breach | null> {
    return Promise.resolve(this.rows.find((breach) => breach.id === id) ?? null);
  }

  lockById(id: number): Promise<Breach | null> {
    return this.byId(id);
  }

  save(): Promise<void> {
    return Promise.resolve();
  }

  markNoticesSent(id: number, by: string, at: Date): Promise<boolean> {
    const breach = this.rows.find((row) => row.id === id);
    if (!breach || breach.noticesSentAt) return Promise.resolve(false);
    breach.noticesSentAt = at;
    breach.noticesSentBy = by;
    return Promise.resolve(true);
  }

  addNotices(notices: readonly BreachNotice[]): Promise<void> {
    this.notices.push(...notices);
    return Promise.resolve();
  }

  noticesOf(breachId: number): Promise<BreachNotice[]> {
    return Promise.resolve(this.notices.filter((notice) => notice.breachId === breachId));
  }

  noticeCounts(breachIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    return Promise.resolve(new Map(breachIds.map((id) => [id, this.notices.filter((notice) => notice.breachId === id).length])));
  }
}

/** The people affected as a test gives them, with the scopes it was asked about. */
export class GivenAffectedPeople extends AffectedPeopleQuery {
  readonly asked: BreachScope[] = [];
  constructor(private readonly people: AffectedPerson[]) {
    super();
  }

  of(scope: BreachScope): Promise<AffectedPerson[]> {
    this.asked.push(scope);
    return Promise.resolve(this.people);
  }
}
