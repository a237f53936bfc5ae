import Chip from '@mui/material/Chip';
import { useEffect, useState } from 'react';
import type { BreachSummary } from '#contract/api/breach-answers.ts';
import { boardClock } from '#contract/breach-clock.ts';

/** The time now, again each minute: the clock counts on while the page stays open. */
const useMinuteNow = (): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/**
 * The Board report's 72-hour clock (BR-7): the time left from the company's awareness, or how late,
 * counted in this browser with the shared rule; overdue is red and says so.
 */
export const BoardClockChip = ({ breach }: { readonly breach: Pick<BreachSummary, 'awareAt' | 'reportSubmittedAt'> }) => {
  const now = useMinuteNow();
  const clock = boardClock(new Date(breach.awareAt), breach.reportSubmittedAt === null ? null : new Date(breach.reportSubmittedAt), now);
  const label = clock.state === 'overdue' ? `Board report overdue: ${clock.text}` : clock.state === 'submitted' ? `Board report ${clock.text}` : `Board report due: ${clock.text}`;
  return <Chip label={label} color={clock.state === 'overdue' ? 'error' : clock.state === 'submitted' ? 'success' : 'warning'} variant={clock.state === 'overdue' ? 'filled' : 'outlined'} />;
};
