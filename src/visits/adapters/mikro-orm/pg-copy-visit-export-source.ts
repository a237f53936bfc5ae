import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ID_KINDS, ID_MASK_PREFIX } from '#contract/visitor-id.ts';
import { EXPORT_COLUMNS } from '../../application/export-visits.ts';
import { VisitExportSource, type EncodedVisits, type VisitExportFormat, type VisitExportHost, type VisitExportSnapshot } from '../../application/ports.ts';
import { CopyBinaryExportEncoder, type ExportField, type ExportFieldKind } from './copy-binary-export-encoder.ts';
import { sql } from 'kysely';
import { bind, compile, slot, sqlBuilder } from '../../../platform/database/sql-statements.ts';
import type { Tables } from '../../../tables.ts';
import { VISIT_FIELDS, type VisitColumn } from '../sql/visit-row.ts';
import { visitStateSql } from '../sql/visit-state-sql.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** How the definition types each column of a visit (visit-row.ts reads them from `VisitorPassSchema`). */
const KIND_OF = new Map(VISIT_FIELDS.map((field) => [field.column, field.kind]));
const ref = (column: VisitColumn): string => `v.${column}`;
/** A constant of ours as an SQL string literal (the masks and kinds hold no quote, but one would be doubled). */
const sqlText = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * A stored column exported as it is, decoded by the type its definition gives it. Typed by the
 * definition's columns, so a column renamed or removed there does not compile here.
 */
const stored = (column: VisitColumn): ExportField & { readonly sql: string } => {
  const kind = KIND_OF.get(column);
  if (kind === undefined || kind === 'json') throw new Error(`pg-copy export: ${column} has no plain export form`);
  return { name: column, kind, sql: ref(column) };
};

/**
 * The export's columns in EXPORT_COLUMNS order (the host as one column, its id, written as its
 * e-mail and name): what the database computes cheaply is done in SQL (the masked ID,
 * the state); dates, times, the PPE list and quoting are the encoder's (measured in
 * docs/performance.md: formatting in SQL cost PostgreSQL three times the CPU of the plain columns).
 */
const columns = (today: string, entranceName: (column: VisitColumn) => string = () => 'null::text'): readonly (ExportField & { readonly sql: string })[] => {
  const computed = (name: string, kind: ExportFieldKind, sql: string) => ({ name, kind, sql });
  if (KIND_OF.get('host_id') !== 'int4' || KIND_OF.get('ppe_options') !== 'json') throw new Error('pg-copy export: the host or the PPE column changed type');
  return [
    stored('id'),
    stored('pass_code'),
    stored('visit_date'),
    stored('visit_time'),
    stored('visitor_type'),
    stored('visitor_type_other'),
    stored('name'),
    stored('phone'),
    stored('email'),
    computed('host', 'host', ref('host_id')),
    stored('place_to_visit'),
    stored('selected_option'),
    computed('ppe', 'ppe', ref('ppe_options')),
    stored('coming_from'),
    stored('address'),
    stored('purpose_of_visit'),
    stored('additional_visitors'),
    // Only the last four characters of an ID are ever kept (issue 31); the mask is maskId's, written in SQL from its prefixes.
    computed('aadhaar', 'text', `case when ${ref('id_kind')} = 'aadhaar' and ${ref('id_last4')} <> '' then ${sqlText(ID_MASK_PREFIX.aadhaar)} || ${ref('id_last4')} end`),
    stored('id_kind'),
    computed(
      'id_masked',
      'text',
      `case when ${ref('id_last4')} <> '' then case ${ref('id_kind')} ${ID_KINDS.map((kind) => `when ${sqlText(kind)} then ${sqlText(ID_MASK_PREFIX[kind])} || ${ref('id_last4')}`).join(' ')} end end`,
    ),
    computed('details_submitted', 'bool', `${ref('submitted_at')} is not null`),
    stored('approve_status'),
    stored('check_in'),
    stored('check_out'),
    computed('state', 'text', visitStateSql('v', today)),
    computed('anonymised', 'bool', `${ref('anonymised_at')} is not null`),
    computed('check_in_entrance', 'text', entranceName('check_in_entrance_id')),
    computed('check_out_entrance', 'text', entranceName('check_out_entrance_id')),
  ];
};

/** The visits of a range of days by host, of every site (`site` null) or one (the count and the hosts of the snapshot). */
const PER_HOST = compile<'from' | 'to' | 'site'>(
  'visits.export.per_host',
  sqlBuilder<Tables>()
    .selectFrom('visitor_pass')
    .select(['host_id', sql<number>`count(*)::int`.as('n')])
    .where((eb) => eb.between('visit_date', slot<string>('from'), slot<string>('to')))
    .where((eb) => sql<boolean>`(${slot<number | null>('site', 'int')} is null or ${eb.ref('site_id')} = ${slot<number | null>('site', 'int')})`)
    .groupBy('host_id'),
);

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

  async open(from: string, to: string, siteId: number | null = null): Promise<VisitExportSnapshot> {
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
      const perHost = await client.query<{ host_id: number; n: number }>(PER_HOST.text, bind(PER_HOST, { from, to, site: siteId }));
      const total = perHost.rows.reduce((sum, row) => sum + row.n, 0);
      const hostIds = perHost.rows.map((row) => row.host_id);
      return {
        total,
        hostIds,
        close,
        rows: (options) => this.rows(client, close, from, to, siteId, options),
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
    siteId: number | null,
    options: { readonly todayAt: ReadonlyMap<number, string>; readonly entranceNames: ReadonlyMap<number, string>; readonly format: VisitExportFormat; readonly hosts: ReadonlyMap<number, VisitExportHost> },
  ): AsyncGenerator<EncodedVisits> {
    try {
      const literal = (value: string) => client.escapeLiteral(isoDate(value));
      // Each visit's today is its site's (issue 30): a date per site, chosen by the row's site.
      const today = `(case ${ref('site_id')} ${[...options.todayAt].map(([site, day]) => `when ${Number(site)} then ${literal(day)}::date`).join(' ')} end)`;
      // An entrance's name from the handful the installation has, as the dates above: no join for the rows (issue 30).
      const named = [...options.entranceNames];
      const entranceName = (column: VisitColumn) =>
        named.length === 0 ? 'null::text' : `(case ${ref(column)} ${named.map(([id, name]) => `when ${Number(id)} then ${client.escapeLiteral(name)}`).join(' ')} end)`;
      const fields = columns(today, entranceName);
      const text = `copy (select ${fields.map((field) => field.sql).join(', ')} from visitor_pass v
        where ${ref('visit_date')} between ${literal(from)} and ${literal(to)}${siteId === null ? '' : ` and ${ref('site_id')} = ${Number(siteId)}`}
        order by ${ref('id')}) to stdout (format binary)`;
      const encoder = new CopyBinaryExportEncoder(fields, options.format, options.hosts);
      // Reads of 64 KiB: few hand-offs between PostgreSQL and this process, little memory in flight.
      for await (const chunk of client.query(copyTo(text, { highWaterMark: 1 << 16 }))) {
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
