/**
 * One run of a scheduled job for one period (`retention` for `2026-11-22`). The primary key makes
 * the claim: whichever replica inserts the row first runs the job; the others see it taken.
 */
export class JobRun {
  name: string;
  period: string;
  startedAt: Date;
  finishedAt: Date | null = null;
  result: Record<string, unknown> | null = null;

  constructor(props: { name: string; period: string; startedAt: Date }) {
    this.name = props.name;
    this.period = props.period;
    this.startedAt = props.startedAt;
  }
}
