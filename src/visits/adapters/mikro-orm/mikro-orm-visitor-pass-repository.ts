import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { bind, compile, slot, sqlBuilder } from '../../../platform/database/sql-statements.ts';
import type { Tables } from '../../../tables.ts';
import { passFromRow, type VisitRow } from '../sql/visit-row.ts';
import { VISIT_BY_ID, VISIT_BY_ID_FOR_UPDATE } from '../sql/visit-statements.ts';
import { VisitorPassRepository } from '../../application/ports.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';

const READ_COPY = { name: 'visits.read_copy', text: VISIT_BY_ID };
const LOCK_COPY = { name: 'visits.lock_copy', text: VISIT_BY_ID_FOR_UPDATE };
const SAVE_PRESENCE = compile<'id' | 'checkIn' | 'checkInById' | 'checkInEntranceId' | 'checkOut' | 'checkOutById' | 'checkOutEntranceId'>(
  'visits.save_presence',
  sqlBuilder<Tables>()
    .updateTable('visitor_pass')
    .set({
      check_in: slot<Date | null>('checkIn'),
      check_in_by_id: slot<number | null>('checkInById'),
      check_in_entrance_id: slot<number | null>('checkInEntranceId'),
      check_out: slot<Date | null>('checkOut'),
      check_out_by_id: slot<number | null>('checkOutById'),
      check_out_entrance_id: slot<number | null>('checkOutEntranceId'),
    })
    .where('id', '=', slot<number>('id')),
);

export class MikroOrmVisitorPassRepository extends VisitorPassRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(pass: VisitorPass): void {
    this.em.persist(pass);
  }

  findById(id: number): Promise<VisitorPass | null> {
    return this.em.findOne(VisitorPass, { id });
  }

  async readCopy(id: number, options: { lock: boolean } = { lock: false }): Promise<VisitorPass | null> {
    if (options.lock) assertInTransaction(this.em, 'VisitorPassRepository.readCopy with a lock');
    const [row] = await runPrepared<VisitRow>(this.em, options.lock ? LOCK_COPY : READ_COPY, [id]);
    return row ? passFromRow(row) : null;
  }

  async savePresence(pass: VisitorPass): Promise<void> {
    assertInTransaction(this.em, 'VisitorPassRepository.savePresence');
    await runPrepared(this.em, SAVE_PRESENCE, bind(SAVE_PRESENCE, pass));
  }

  findByIdForUpdate(id: number): Promise<VisitorPass | null> {
    return this.em.findOne(VisitorPass, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  findManyForUpdate(ids: readonly number[]): Promise<VisitorPass[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.find(VisitorPass, { id: { $in: [...ids] } }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } });
  }

  countCreatedBy(employeeId: number): Promise<number> {
    return this.em.count(VisitorPass, { createdById: employeeId });
  }

  findByPassCode(passCode: string): Promise<VisitorPass | null> {
    return this.em.findOne(VisitorPass, { passCode: passCode.trim().toUpperCase() });
  }

  findForDayByPhone(day: string, phone: string): Promise<VisitorPass[]> {
    // The phone index (visitor_pass_phone_prefix_idx) finds the visitor's passes; the day narrows them.
    return this.em.find(VisitorPass, { phone, visitDate: day }, { orderBy: { visitTime: 'asc', id: 'asc' } });
  }

  async passCodeTaken(passCode: string): Promise<boolean> {
    return (await this.em.count(VisitorPass, { passCode })) > 0;
  }

  listForHost(hostId: number, options: { submittedOnly: boolean }): Promise<VisitorPass[]> {
    return this.em.find(
      VisitorPass,
      { hostId, anonymisedAt: null, ...(options.submittedOnly ? { submittedAt: { $ne: null }, cancelledAt: null, declinedAt: null } : {}) },
      { orderBy: { visitDate: 'desc', visitTime: 'desc', id: 'desc' }, limit: 500 },
    );
  }

  listForDay(day: string, hostId: number | null): Promise<VisitorPass[]> {
    return this.em.find(VisitorPass, { visitDate: day, ...(hostId !== null ? { hostId } : {}) }, { orderBy: { visitTime: 'asc', id: 'asc' } });
  }

  listAwaitingApproval(hostId: number | null, fromDay: string): Promise<VisitorPass[]> {
    return this.em.find(
      VisitorPass,
      {
        submittedAt: { $ne: null },
        approveStatus: 'Pending',
        visitDate: { $gte: fromDay },
        anonymisedAt: null,
        cancelledAt: null,
        declinedAt: null,
        ...(hostId !== null ? { hostId } : {}),
      },
      { orderBy: { visitDate: 'asc', visitTime: 'asc', id: 'asc' } },
    );
  }

  pageNotAnonymisedBefore(siteId: number, day: string, afterId: number, limit: number): Promise<VisitorPass[]> {
    return this.em.find(VisitorPass, { siteId, visitDate: { $lt: day }, anonymisedAt: null, id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit });
  }

  countNotAnonymisedBefore(siteId: number, day: string): Promise<number> {
    return this.em.count(VisitorPass, { siteId, visitDate: { $lt: day }, anonymisedAt: null });
  }

  release(): void {
    this.em.clear();
  }
}
