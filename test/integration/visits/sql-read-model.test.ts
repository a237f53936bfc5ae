import { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnitOfWork } from '../../../src/platform/ports/unit-of-work.ts';
import { VisitorPassRepository } from '../../../src/visits/application/ports.ts';
import { SqlVisitListQuery } from '../../../src/visits/adapters/sql/sql-visit-list-query.ts';
import { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';
import { addAccount, email } from '../../support/identity-flows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';
import { insertVisits } from '../../support/visit-fixtures.ts';

/** Every field a domain object carries, as plain data, to compare two ways of reading one row. */
const fields = (pass: VisitorPass) => ({ ...pass });

describe('the plain-SQL read model of visits', () => {
  let t: TestApp;
  let ids: number[];

  beforeAll(async () => {
    t = await startTestApp();
    await addAccount(t, 'admin', 'admin');
    await addAccount(t, 'host', 'manager', { manager: 'admin' });
    const sql = await sqlClient(t.database.url);
    ids = await insertVisits(sql, [
      { name: 'Arrived Early', hostEmail: email('host'), date: '2026-11-20', time: '08:30', checkIn: new Date('2026-11-20T03:01:02.345Z') },
      { name: 'Left Already', hostEmail: email('host'), date: '2026-11-20', time: '23:30', checkIn: new Date('2026-11-20T03:00:00Z'), checkOut: new Date('2026-11-20T12:59:59.999Z') },
      { name: 'Not Yet', hostEmail: email('host'), date: '2026-11-20', submitted: false },
    ]);
    // The columns the fixture leaves empty, so that every kind of value is compared.
    await sql.query(
      `update visitor_pass set email = 'v@x.test', visitor_type_other = 'Auditor', ppe_options = '{"helmet":true,"goggles":false}',
         additional_visitors = 3, additional_visitor_option = 'Yes', id_kind = 'pan', id_last4 = '234F', check_in_by_id = host_id where id = $1`,
      [ids[0]],
    );
    await sql.end();
  });
  afterAll(() => t.close());

  it('should read a pass exactly as the ORM does, field for field', async () => {
    await t.inContext(async () => {
      const em = t.get(EntityManager);
      for (const id of ids) {
        const orm = await em.fork().findOneOrFail(VisitorPass, { id });
        const copy = await t.get(VisitorPassRepository).readCopy(id);
        expect(copy).toBeInstanceOf(VisitorPass);
        expect(fields(copy!)).toEqual(fields(orm));
      }
    });
  });

  it('should list the same passes as the ORM for a day, in the desk order', async () => {
    await t.inContext(async () => {
      const em = t.get(EntityManager);
      const list = new SqlVisitListQuery(em);
      const criteria = { dateFrom: '2026-11-20', dateTo: '2026-11-20', presence: 'any', hostId: null, search: null, sort: 'time', order: 'desc', offset: 0, limit: 25 } as const;
      const page = await list.page(criteria);
      const expected = await em
        .fork()
        .find(VisitorPass, { approveStatus: 'Approved', anonymisedAt: null, visitDate: '2026-11-20' }, { orderBy: [{ visitTime: 'desc' }, { visitDate: 'desc' }, { id: 'desc' }] });
      // Each listed visit also says whether the watchlist holds an open flag on it (none here).
      expect(page.map(fields)).toEqual(expected.map((pass) => ({ ...fields(pass), openFlag: false })));
      expect(await list.count(criteria)).toEqual({ total: 3, capped: false });
      expect((await list.onSite()).map((pass) => pass.name)).toEqual(['Arrived Early']);
    });
  });

  it('should save a copy\'s presence and nothing else, and only inside a transaction', async () => {
    const repository = t.get(VisitorPassRepository);
    const id = ids[0]!;
    const copy = await t.inContext(() => repository.readCopy(id));
    await expect(t.inContext(() => repository.savePresence(copy!))).rejects.toThrow(/inside UnitOfWork.run/);
    await t.inContext(() =>
      t.get(UnitOfWork).run(async () => {
        const locked = await repository.readCopy(id, { lock: true });
        locked!.name = 'Not saved by savePresence';
        locked!.checkOutAt(locked!.hostId, new Date('2026-11-20T10:00:00.123Z'));
        await repository.savePresence(locked!);
      }),
    );
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query('select name, check_out, check_out_by_id from visitor_pass where id = $1', [id]);
    await sql.end();
    expect(rows[0]).toEqual({ name: 'Arrived Early', check_out: new Date('2026-11-20T10:00:00.123Z'), check_out_by_id: copy!.hostId });
  });
});
