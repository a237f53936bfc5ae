import type { DashboardCountsAnswer } from '#contract/api/dashboard-answers.ts';
import { COUNT_LABELS } from '#contract/dashboard-counts.ts';
import type { Answer } from '../render-page.tsx';

/** GET /api/dashboard-counts (dashboardCountsAnswerSchema) with these numbers; held until `until` settles, when given. */
export const countsAnswer =
  (counts: DashboardCountsAnswer, until?: Promise<void>): Answer =>
  (url) =>
    url.pathname === '/api/dashboard-counts' ? Promise.resolve(until).then(() => Response.json(counts)) : undefined;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number on a dashboard: a link named by its label and value ("Arrived: 2", "Arrived: loading"). */
export const tileName = (label: keyof typeof COUNT_LABELS, value: number | 'loading' | 'any number') =>
  new RegExp(`^${escape(COUNT_LABELS[label])}\\s*:\\s*${value === 'any number' ? '\\d+' : String(value)}$`);
