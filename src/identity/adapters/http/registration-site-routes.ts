import type { Hono } from 'hono';
import type { RegistrationSitesAnswer } from '#contract/api/identity-answers.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { ListRegistrationSites } from '../../application/list-registration-sites.ts';
import type { PublicLimits } from './public-limits.ts';

/**
 * `GET /api/registration/sites` (issue 30): the sites a registrant picks their home site from, before
 * the privacy notice. Public, so each site's id and name only; plain JSON (nothing in it is secret).
 */
export const registrationSiteRoutes = (listSites: ListRegistrationSites, limits: PublicLimits) => (app: Hono<AppEnv>) => {
  app.get('/api/registration/sites', limits.lookup, async (c) => c.json({ sites: await listSites.execute() } satisfies RegistrationSitesAnswer));
};
