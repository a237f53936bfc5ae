/**
 * The breach register's 72-hour clock (DPDP Rules 2025, rule 7(2)(b)): the detailed report to the Data
 * Protection Board is due 72 hours after the company became aware of the breach. One rule for the
 * server's answers, `vms privacy breaches` and the /Breaches screen, which counts on from the same
 * moment as the page stays open.
 */

/** Hours from awareness to the Board's detailed report. */
export const BOARD_REPORT_HOURS = 72;

const MINUTE_MS = 60_000;

/** Where the report stands: time left, past due and not submitted, or submitted (on time or late). */
export type BoardClockState = 'running' | 'overdue' | 'submitted';

export interface BoardClock {
  /** When the report is due: awareness plus 72 hours (ISO). */
  readonly dueAt: string;
  readonly state: BoardClockState;
  /**
   * Whole minutes from now (or from the submission, once submitted) to the due time: positive while
   * there is time left, negative by how late.
   */
  readonly minutesLeft: number;
  /** The clock in words: "41 h 12 min left", "3 h 5 min overdue", "submitted 2 h early". */
  readonly text: string;
}

const hoursAndMinutes = (minutes: number): string => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : `${h} h ${m} min`;
};

/** The clock of a breach the company became aware of at `awareAt`, as seen at `now`. */
export const boardClock = (awareAt: Date, submittedAt: Date | null, now: Date): BoardClock => {
  const due = awareAt.getTime() + BOARD_REPORT_HOURS * 60 * MINUTE_MS;
  const from = submittedAt ?? now;
  // Floor towards late: a report one second past due is overdue, never "0 min left".
  const minutesLeft = Math.floor((due - from.getTime()) / MINUTE_MS);
  const dueAt = new Date(due).toISOString();
  if (submittedAt) {
    const text = minutesLeft >= 0 ? `submitted ${hoursAndMinutes(minutesLeft)} before the deadline` : `submitted ${hoursAndMinutes(-minutesLeft)} late`;
    return { dueAt, state: 'submitted', minutesLeft, text };
  }
  if (minutesLeft >= 0) return { dueAt, state: 'running', minutesLeft, text: `${hoursAndMinutes(minutesLeft)} left` };
  return { dueAt, state: 'overdue', minutesLeft, text: `${hoursAndMinutes(-minutesLeft)} overdue` };
};
