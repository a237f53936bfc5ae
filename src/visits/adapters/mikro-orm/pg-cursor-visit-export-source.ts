import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { VisitExportSource } from '../../application/ports.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';

const BATCH = 100;

/**
 * A server-side cursor (node-postgres's pg-cursor) on a connection of its own, opened with
 * MikroORM's own connection options so rows arrive exactly as the ORM expects them. Rows become
 * domain objects through MikroORM's mapping and factory, outside the identity map and one at a time
 * as the export asks for them (measured in docs/performance.md: building a whole batch of objects
 * at once pushed the process past 300 MB).
 */
export class PgCursorVisitExportSource extends VisitExportSource {
  constructor(private readonly em: EntityManager) {
    super();
  }

  count(from: string, to: string): Promise<number> {
    return this.em.count(VisitorPass, { visitDate: { $gte: from, $lte: to } });
  }

  async *passes(from: string, to: string): AsyncGenerator<VisitorPass> {
    // MikroORM's options and pg's agree at run time; their typings differ only on dynamic passwords.
    const client = new pg.Client(this.em.getConnection().getConnectionOptions() as pg.ClientConfig);
    await client.connect();
    const meta = this.em.getMetadata().get(VisitorPass.name);
    const driver = this.em.getDriver();
    const factory = this.em.getEntityFactory();
    try {
      await client.query('begin read only');
      const cursor = client.query(new Cursor('select * from visitor_pass where visit_date between $1 and $2 order by id', [from, to]));
      for (;;) {
        const rows = (await cursor.read(BATCH)) as Record<string, unknown>[];
        if (rows.length === 0) break;
        // One at a time: a domain object made just before it is used dies young, which keeps the heap small.
        for (const row of rows) {
          yield factory.create(VisitorPass, driver.mapResult(row, meta) as never, { merge: false, newEntity: false, convertCustomTypes: true });
        }
      }
      await cursor.close();
      await client.query('commit');
    } finally {
      await client.end();
    }
  }
}
