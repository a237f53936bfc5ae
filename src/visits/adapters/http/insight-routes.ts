import type { Hono } from 'hono';
import type { InsightsAnswer } from '#contract/api/insight-answers.ts';
import { canSeeInsights } from '#contract/capabilities.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { insightsQuerySchema } from '#kernel/validation/insights-query.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { ReadInsights } from '../../application/read-insights.ts';
import { insightCsv } from './insight-csv.ts';

export interface InsightRouteDeps {
  readonly authenticator: SessionAuthenticator;
  readonly insights: ReadInsights;
}

/**
 * `GET /api/insights?days=30|90[&site=<id>]`: every chart's figures (insightsAnswerSchema), of every site or one;
 * `&format=csv&chart=<chart>`: one chart's numbers as a CSV download, made here with csv-stringify so
 * that the file holds exactly the server's figures, whoever downloads it and however big the period.
 */
export const insightRoutes = (deps: InsightRouteDeps) => (app: Hono<AppEnv>) => {
  const viewers = requireCapability(deps.authenticator, canSeeInsights);

  app.get('/api/insights', viewers, async (c) => {
    const query = parseInput(insightsQuerySchema, c.req.query());
    c.header('Cache-Control', 'no-store');
    if (query.format === 'json' || query.chart === undefined) {
      return c.json((await deps.insights.execute(principalOf(c), query.days, query.site)) satisfies InsightsAnswer);
    }
    const { filename, csv } = insightCsv(query.chart, await deps.insights.chart(principalOf(c), query.days, query.chart, query.site));
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` });
  });
};
