import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { EXPORT_COLUMNS } from '../../application/export-visits.ts';
import { VisitExportSource, type EncodedVisits, type VisitExportFormat, type VisitExportHost, type VisitExportSnapshot } from '../../application/ports.ts';
import { CopyBinaryExportEncoder, type ExportField, type ExportFieldKind } from './copy-binary-export-encoder.ts';
import { visitStateSql } from '../sql/visit-state-sql.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The export's columns in EXPORT_COLUMNS order (the host as one column, its id, written as its
 * e-mail and name): what the database computes cheaply is done in SQL (the masked Aadhaar number,
 * the state); dates, times, the PPE list and quoting are the encoder's (measured in
 * docs/performance.md: formatting in SQL cost PostgreSQL three times the CPU of the plain columns).
 */
const columns = (today: string): readonly (ExportField & { readonly sql: string })[] => {
  const column = (name: string, kind: ExportFieldKind, sql = `v.${name}`) => ({ name, kind, sql });
  return [
    column('id', 'int4'),
    column('pass_code', 'text'),
    column('visit_date', 'date'),
    column('visit_time', 'time'),
    column('visitor_type', 'text'),
    column('visitor_type_other', 'text'),
    column('name', 'text'),
    column('phone', 'text'),
    column('email', 'text'),
    column('host', 'host', 'v.host_id'),
    column('place_to_visit', 'text'),
    column('selected_option', 'text'),
    column('ppe', 'ppe', 'v.ppe_options'),
    column('coming_from', 'text'),
    column('address', 'text'),
    column('purpose_of_visit', 'text'),
    column('additional_visitors', 'int2'),
    // Only the last four digits are read; the encrypted number never leaves the database.
    column('aadhaar', 'text', `case when v.aadhaar_last4 <> '' then 'XXXX XXXX ' || v.aadhaar_last4 end`),
    column('details_submitted', 'bool', 'v.submitted_at is not null'),
    column('approve_status', 'text'),
    column('check_in', 'timestamptz'),
    column('check_out', 'timestamptz'),
    column('state', 'text', visitStateSql('v', today)),
    column('anonymised', 'bool', 'v.anonymised_at is not null'),
  ];
};

const names = columns("'2000-01-01'").flatMap((field) => (field.kind === 'host' ? ['host_email', 'host_name'] : [field.name]));
if (names.join() !== EXPORT_COLUMNS.join()) throw new Error('pg-copy export: columns differ from EXPORT_COLUMNS');

const isoDate = (value: string): string => {
  if (!ISO_DATE.test(value)) throw new Error(`export: not an ISO date: ${value}`);
  return value;
};

/**
 * `COPY (select …) TO STDOUT (FORMAT binary)` (pg-copy-streams) on a connection of its own, made
 * with MikroORM's connection options, in one read-only repeatable-read transaction: the count and
 * the hosts are read from the same snapshot as the rows. Each chunk PostgreSQL sends is turned into
 * whole CSV or JSON rows as it arrives, with backpressure, so neither side holds more than a few
 * chunks (docs/performance.md).
 */
export class PgCopyVisitExportSource extends VisitExportSource {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async open(from: string, to: string): Promise<VisitExportSnapshot> {
    isoDate(from);
    isoDate(to);
    // MikroORM's options and pg's agree at run time; their typings differ only on dynamic passwords.
    const client = new pg.Client(this.em.getConnection().getConnectionOptions() as pg.ClientConfig);
    await client.connect();
    let open = true;
    const close = async () => {
      if (!open) return;
      open = false;
      await client.end();
    };
    try {
      await client.query('begin isolation level repeatable read, read only');
      // Parallel workers only add hand-offs here: the rows are needed in order, and the encoder wants the other core.
      await client.query('set local max_parallel_workers_per_gather = 0');
      const perHost = await client.query<{ host_id: number; n: number }>(
        'select host_id, count(*)::int n from visitor_pass where visit_date between $1 and $2 group by host_id',
        [from, to],
      );
      const total = perHost.rows.reduce((sum, row) => sum + row.n, 0);
      const hostIds = perHost.rows.map((row) => row.host_id);
      return {
        total,
        hostIds,
        close,
        rows: (options) => this.rows(client, close, from, to, options),
      };
    } catch (error) {
      await close();
      throw error;
    }
  }

  private async *rows(
    client: pg.Client,
    close: () => Promise<void>,
    from: string,
    to: string,
    options: { readonly today: string; readonly format: VisitExportFormat; readonly hosts: ReadonlyMap<number, VisitExportHost> },
  ): AsyncGenerator<EncodedVisits> {
    try {
      const literal = (value: string) => client.escapeLiteral(isoDate(value));
      const fields = columns(literal(options.today));
      const sql = `copy (select ${fields.map((field) => field.sql).join(', ')} from visitor_pass v
        where v.visit_date between ${literal(from)} and ${literal(to)} order by v.id) to stdout (format binary)`;
      const encoder = new CopyBinaryExportEncoder(fields, options.format, options.hosts);
      // Reads of 64 KiB: few hand-offs between PostgreSQL and this process, little memory in flight.
      for await (const chunk of client.query(copyTo(sql, { highWaterMark: 1 << 16 }))) {
        const encoded = encoder.push(chunk as Buffer);
        if (encoded.rows > 0) yield encoded;
      }
      encoder.end();
      await client.query('commit');
    } finally {
      await close();
    }
  }
}
