/**
 * `visitState` (src/contract/visit-state.ts) as one SQL expression, for the read models that filter,
 * count or export by state without loading each visit. `row` is the alias of a `visitor_pass` row (or
 * of anything with its columns); `today` is an SQL expression of type date (a parameter or a literal),
 * the site's date. Its branches are in `visitState`'s order; test/integration/visits/visit-state-sql.test.ts
 * evaluates it for every combination of the columns that decide a state and compares each answer
 * with `visitState`, so the two cannot drift apart.
 */
export const visitStateSql = (row: string, today: string): string => `case
  when ${row}.cancelled_at is not null then 'cancelled'
  when ${row}.declined_at is not null then 'declined'
  when ${row}.check_in is not null and ${row}.check_out is not null then 'checked_out'
  when ${row}.check_in is not null then 'checked_in'
  when ${row}.visit_date < ${today} then 'missed'
  when ${row}.submitted_at is null then 'awaiting_details'
  when ${row}.approve_status <> 'Approved' then 'awaiting_approval'
  else 'expected' end`;
