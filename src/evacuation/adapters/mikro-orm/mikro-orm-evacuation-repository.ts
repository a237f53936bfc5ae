import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { EvacuationMark } from '#contract/evacuation-marks.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { runSql } from '../../../platform/database/prepared-sql.ts';
import { EvacuationRepository, type MarkOutcome } from '../../application/ports.ts';
import { Evacuation, type Marker } from '../../domain/evacuation.ts';
import { EvacuationPerson, type RollCallEntry } from '../../domain/evacuation-person.ts';

/**
 * One mark, one statement (ADR 44): the evacuation's row is share-locked in the same statement, so a
 * mark waits for an end being made at that moment and then, the row re-read, finds it ended and
 * changes nothing; marks by several guards at once share the lock and each changes its own row.
 */
const MARK = `with open as (select id from evacuation where id = $1 and ended_at is null for share)
  update evacuation_person p set mark = $3, marked_at = $4, marked_by_id = $5, marked_by = $6
    from open
   where p.evacuation_id = open.id and p.id = $2
  returning p.id`;

/** The open evacuation's row going in twice for one site: the partial unique index refused the second. */
const alreadyOpen = (error: unknown): never => {
  if (error instanceof UniqueConstraintViolationException) throw new DomainError('evacuation.already_open');
  throw error;
};

export class MikroOrmEvacuationRepository extends EvacuationRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async start(evacuation: Evacuation, entries: readonly RollCallEntry[]): Promise<EvacuationPerson[]> {
    assertInTransaction(this.em, 'EvacuationRepository.start');
    this.em.persist(evacuation);
    await this.em.flush().catch(alreadyOpen);
    const people = entries.map((entry) => new EvacuationPerson(evacuation.id, entry));
    this.em.persist(people);
    await this.em.flush();
    return people;
  }

  openAt(siteId: number): Promise<Evacuation | null> {
    return this.em.findOne(Evacuation, { siteId, endedAt: null }, { refresh: true });
  }

  byId(id: number): Promise<Evacuation | null> {
    return this.em.findOne(Evacuation, { id }, { refresh: true });
  }

  lockById(id: number): Promise<Evacuation | null> {
    assertInTransaction(this.em, 'EvacuationRepository.lockById');
    return this.em.findOne(Evacuation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  people(evacuationId: number): Promise<EvacuationPerson[]> {
    return this.em.find(EvacuationPerson, { evacuationId }, { orderBy: { position: 'asc' }, refresh: true });
  }

  async mark(evacuationId: number, personId: number, mark: EvacuationMark, by: Marker, at: Date): Promise<MarkOutcome> {
    assertInTransaction(this.em, 'EvacuationRepository.mark');
    const [marked] = await runSql<{ id: number }>(this.em, MARK, [evacuationId, personId, mark, at, by.id, by.label]);
    if (marked) return (await this.em.findOne(EvacuationPerson, { id: marked.id }, { refresh: true }))!;
    // Nothing changed: an ended evacuation says so; otherwise the evacuation or the person is not there (the use case tells which).
    const [state] = await runSql<{ ended: boolean }>(this.em, 'select ended_at is not null as ended from evacuation where id = $1', [evacuationId]);
    return state?.ended ? 'ended' : 'not_found';
  }

  async saveEnd(evacuation: Evacuation): Promise<void> {
    assertInTransaction(this.em, 'EvacuationRepository.saveEnd');
    this.em.persist(evacuation);
    await this.em.flush();
  }
}
