import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratorOf } from '../../../src/platform/database/migrate.ts';
import { AuditLog } from '../../../src/platform/ports/audit-log.ts';
import { UnitOfWork } from '../../../src/platform/ports/unit-of-work.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';

describe('schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('should match the entities exactly: the migrations leave nothing to generate', async () => {
    const migrator = await migratorOf(t.get(MikroORM));
    expect(await migrator.checkSchema()).toBe(false);
    expect(await migrator.getPending()).toEqual([]);
  });

  it('should have the indexes the lists need', async () => {
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'public'");
    await sql.end();
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'visitor_pass_host_date_idx',
        'visitor_pass_desk_date_idx',
        'visitor_pass_desk_time_idx',
        'visitor_pass_desk_name_idx',
        'visitor_pass_name_trgm_idx',
        'visitor_pass_phone_prefix_idx',
        'employee_manager_status_idx',
        'mail_outbox_due_idx',
        'audit_log_subject_idx',
      ]),
    );
  });
});

describe(AuditLog.name, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('should record who did what, to what and when, with the change', async () => {
    await t.inContext(() =>
      t.get(UnitOfWork).run(async () =>
        t.get(AuditLog).record({
          actor: { type: 'employee', id: 7, label: 'manager@example.com' },
          action: 'employee.approved',
          subjectType: 'employee',
          subjectId: 'new.hire@example.com',
          details: { via: 'web' },
        }),
      ),
    );
    const sql = await sqlClient(t.database.url);
    // Every other entry: the first site's, made at start (ADR 36).
    const { rows } = await sql.query("select actor_type, actor_id, actor_label, action, subject_type, subject_id, details, at from audit_log where subject_type <> 'site'");
    await sql.end();
    expect(rows).toEqual([
      {
        actor_type: 'employee',
        actor_id: 7,
        actor_label: 'manager@example.com',
        action: 'employee.approved',
        subject_type: 'employee',
        subject_id: 'new.hire@example.com',
        details: { via: 'web' },
        at: t.clock.now(),
      },
    ]);
  });

  it('should refuse an entry outside a transaction, so that it can never drift from its change', async () => {
    await expect(
      t.inContext(async () => t.get(AuditLog).record({ actor: { type: 'system', label: 'system' }, action: 'x', subjectType: 'system' })),
    ).rejects.toThrow(/inside UnitOfWork.run/);
  });
});
