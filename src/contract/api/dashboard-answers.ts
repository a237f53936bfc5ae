import { z } from 'zod';
import { DESK_COUNTS, HOST_COUNTS, type DeskCount, type HostCount } from '../dashboard-counts.ts';

/** A number on a dashboard. */
const countSchema = z.number().int().nonnegative();

const countsOf = <Name extends string>(names: readonly Name[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, countSchema])) as Record<Name, typeof countSchema>);

/**
 * `GET /api/dashboard-counts`: every number of the caller's dashboard in one answer
 * (src/contract/dashboard-counts.ts says which list each counts). A part the caller may not see is null:
 * `host` for hosts (employees, managers, admins), `employeesAwaitingApproval` for those who approve
 * registrations (managers: their reports; admins: everyone), `desk` for the desk (security, admins),
 * `flagged` (today's visits with an open watchlist flag, FLAGGED_COUNT_FILTER) for those who manage
 * the watchlist (security, admins).
 */
export const dashboardCountsAnswerSchema = z.object({
  host: countsOf<HostCount>(HOST_COUNTS).nullable(),
  employeesAwaitingApproval: countSchema.nullable(),
  desk: countsOf<DeskCount>(DESK_COUNTS).nullable(),
  flagged: countSchema.nullable(),
});
export type DashboardCountsAnswer = z.infer<typeof dashboardCountsAnswerSchema>;
