import { sql, type Expression } from 'kysely';
import { selectListOf, sqlBuilder } from '../../../platform/database/sql-statements.ts';
import type { OverVisit, Tables } from '../../../tables.ts';

/**
 * `visitState` (src/contract/visit-state.ts) as one SQL expression, for the read models that filter,
 * count or export by state without loading each visit, over a visit aliased `v`; `today` is an
 * expression of type date (a parameter or a literal), the site's date. Its branches are in
 * `visitState`'s order; test/integration/visits/visit-state-sql.test.ts evaluates it for every
 * combination of the columns that decide a state and compares each answer with `visitState`, so
 * the two cannot drift apart. The columns are the definition's (a renamed one does not compile).
 */
export const visitStateExpression = (eb: OverVisit, today: Expression<string>) =>
  eb
    .case()
    .when('v.cancelled_at', 'is not', null)
    .then(sql.lit('cancelled'))
    .when('v.declined_at', 'is not', null)
    .then(sql.lit('declined'))
    .when(eb.and([eb('v.check_in', 'is not', null), eb('v.check_out', 'is not', null)]))
    .then(sql.lit('checked_out'))
    .when('v.check_in', 'is not', null)
    .then(sql.lit('checked_in'))
    .when('v.visit_date', '<', today)
    .then(sql.lit('missed'))
    .when('v.submitted_at', 'is', null)
    .then(sql.lit('awaiting_details'))
    .when('v.approve_status', '<>', sql.lit('Approved'))
    .then(sql.lit('awaiting_approval'))
    .else(sql.lit('expected'))
    .end();


/**
 * The same expression as SQL text, for statements written around it (the export's `COPY`): `row` is
 * the alias of a `visitor_pass` row (or of anything with its columns), `today` SQL text of type date.
 */
export const visitStateSql = (row: string, today: string): string =>
  selectListOf(
    sqlBuilder<Tables>()
      .selectFrom('visitor_pass as v')
      .select((eb) => visitStateExpression(eb, sql.raw<string>(today)).as('state')),
    ' as "state" from "visitor_pass" as "v"',
  ).replaceAll('"v".', `"${row}".`);
