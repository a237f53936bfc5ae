import { z } from 'zod';
import { INSIGHT_CHARTS, INSIGHT_PERIODS } from '#contract/api/insight-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { deskSiteSchema } from '#kernel/desk-query.ts';

/**
 * The query of `GET /api/insights`: the period (30 days unless asked), the site (every site unless
 * asked, issue 30), and for a CSV the chart whose numbers it holds.
 */
export const insightsQuerySchema = z
  .object({
    days: z
      .enum(INSIGHT_PERIODS.map(String) as ['30', '90'], { error: MESSAGES.insights.invalidPeriod })
      .optional()
      .transform((days) => (days === '90' ? 90 : 30) as (typeof INSIGHT_PERIODS)[number]),
    site: deskSiteSchema,
    format: z.enum(['json', 'csv'], { error: MESSAGES.insights.invalidFormat }).optional().default('json'),
    chart: z.enum(INSIGHT_CHARTS, { error: MESSAGES.insights.invalidChart }).optional(),
  })
  .refine((query) => query.format !== 'csv' || query.chart !== undefined, { message: MESSAGES.insights.invalidChart, path: ['chart'] });
export type InsightsQuery = z.output<typeof insightsQuerySchema>;
