import { selectListOf, sqlBuilder, slot } from '../../../platform/database/sql-statements.ts';
import type { Tables } from '../../../tables.ts';
import { visitSelections } from './visit-row.ts';

/**
 * The texts of a visit's fixed statements, compiled once by Kysely from the typed tables. Plain
 * strings only: bench/compare.ts compiles the hand-written baseline with these exports inlined as
 * literals (its esbuild step evaluates this module), so the baseline shares the product's columns
 * and statements without loading MikroORM or Kysely (docs/adr/0032-kysely-typed-read-models.md).
 */
const db = sqlBuilder<Tables>();
const visit = db.selectFrom('visitor_pass as v').select(visitSelections());

/** Every column a visit's row (VisitRow) holds, as a select list over `visitor_pass v`. */
export const VISIT_COLUMNS = selectListOf(visit, ' from "visitor_pass" as "v"');
/** One visit by its id (`$1`). */
export const VISIT_BY_ID = visit.where('v.id', '=', slot<number>('id')).compile().sql;
/** The same, locked for the rest of the transaction. */
export const VISIT_BY_ID_FOR_UPDATE = visit.where('v.id', '=', slot<number>('id')).forUpdate().compile().sql;
