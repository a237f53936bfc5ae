import type { Hono } from 'hono';
import type { DashboardCountsAnswer } from '#contract/api/dashboard-answers.ts';
import { canWorkWithVisitors } from '#contract/capabilities.ts';
import { z } from 'zod';
import { deskSiteSchema } from '#kernel/desk-query.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { ReadDashboardCounts } from '../../application/read-dashboard-counts.ts';

/** The one parameter the dashboards take, with the desk list's own rule. */
const dashboardQuerySchema = z.object({ site: deskSiteSchema });

export interface DashboardRouteDeps {
  readonly authenticator: SessionAuthenticator;
  readonly readCounts: ReadDashboardCounts;
}

/** The dashboards' numbers: one call for all of them, the parts the caller may see (dashboard-answers.ts). */
export const dashboardRoutes = (deps: DashboardRouteDeps) => (app: Hono<AppEnv>) => {
  const staff = requireCapability(deps.authenticator, canWorkWithVisitors);

  app.get('/api/dashboard-counts', staff, async (c) => {
    // The desk's numbers are of one site (issue 30): the desk's picker sends it, as the desk list does.
    const { site } = parseInput(dashboardQuerySchema, { site: c.req.query('site') });
    const counts = await deps.readCounts.execute(principalOf(c), site);
    c.header('Cache-Control', 'no-store');
    return c.json(counts satisfies DashboardCountsAnswer);
  });
};
