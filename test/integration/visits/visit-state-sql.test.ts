import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitStateSql } from '../../../src/visits/adapters/sql/visit-state-sql.ts';
import { VISIT_STATES, visitState, type VisitFacts } from '#contract/visit-state.ts';
import { createTestDatabase, queryRows, type TestDatabase } from '../../support/test-database.ts';

/**
 * The state table: every combination of the columns that decide a visit's state, each evaluated by
 * the SQL the read models and the export use and by `visitState`, which must agree on every one.
 * The rows are built as the real `visitor_pass` row type (`jsonb_populate_recordset`), so a renamed
 * or retyped column fails here too.
 */
const TODAY = '2026-11-20';
const AT = '2026-11-19T04:30:00.000Z';
const set = [null, AT] as const;

const combinations: VisitFacts[] = set.flatMap((cancelledAt) =>
  set.flatMap((declinedAt) =>
    set.flatMap((checkIn) =>
      set.flatMap((checkOut) =>
        set.flatMap((submittedAt) =>
          ['2026-11-19', TODAY, '2026-11-21'].flatMap((visitDate) =>
            ['Approved', 'Pending', 'Rejected'].map((approveStatus) => ({
              cancelledAt: cancelledAt && new Date(cancelledAt),
              declinedAt: declinedAt && new Date(declinedAt),
              checkIn: checkIn && new Date(checkIn),
              checkOut: checkOut && new Date(checkOut),
              submittedAt: submittedAt && new Date(submittedAt),
              visitDate,
              approveStatus,
            })),
          ),
        ),
      ),
    ),
  ),
);

describe("a visit's state in SQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('covers every combination of the deciding columns, and every state', () => {
    expect(combinations).toHaveLength(2 ** 5 * 3 * 3);
    expect(new Set(combinations.map((facts) => visitState(facts, TODAY)))).toEqual(new Set(VISIT_STATES));
  });

  it('agrees with visitState on every combination', async () => {
    const rows = combinations.map((facts, index) => ({
      id: index,
      cancelled_at: facts.cancelledAt,
      declined_at: facts.declinedAt,
      check_in: facts.checkIn,
      check_out: facts.checkOut,
      submitted_at: facts.submittedAt,
      visit_date: facts.visitDate,
      approve_status: facts.approveStatus,
    }));
    const answers = await queryRows<{ id: number; state: string }>(
      database.url,
      `select v.id, ${visitStateSql('v', '$2::date')} as state
         from jsonb_populate_recordset(null::visitor_pass, $1::jsonb) v order by v.id`,
      [JSON.stringify(rows), TODAY],
    );
    expect(answers.map((answer) => answer.state)).toEqual(combinations.map((facts) => visitState(facts, TODAY)));
  });
});
