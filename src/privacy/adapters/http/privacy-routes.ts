import type { Hono, MiddlewareHandler } from 'hono';
import { canWorkWithVisitors } from '#contract/capabilities.ts';
import type { EmployeeConsentAnswer, PrivacyNoticeAnswer, WithdrawalAnswer } from '#contract/api/privacy-answers.ts';
import { NOTICE_LANGUAGE } from '#contract/consent.ts';
import { recordIdOf } from '#contract/record-id.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { PrivacyNotices } from '../../application/privacy-notices.ts';
import type { WithdrawEmployeeConsent } from '../../application/withdraw-employee-consent.ts';
import type { WithdrawVisitorConsent } from '../../application/withdraw-visitor-consent.ts';

export interface PrivacyRouteDeps {
  readonly authenticator: SessionAuthenticator;
  readonly publicLimit: MiddlewareHandler<AppEnv>;
  readonly notices: PrivacyNotices;
  /** The site of the visit a details-form link names, from visits (composition passes it, ADR 2); null when it names none. */
  readonly siteOfLink: (token: string) => Promise<number | null>;
  readonly withdrawVisitor: WithdrawVisitorConsent;
  readonly withdrawEmployee: WithdrawEmployeeConsent;
}

/**
 * The privacy notice and the withdrawal of consent (issue 31, docs/product/privacy.md PRIV-NOTICE,
 * PRIV-WITHDRAW). The notice is public text, read before anything is asked: plain JSON, no envelope.
 */
export const privacyRoutes = (deps: PrivacyRouteDeps) => (app: Hono<AppEnv>) => {
  const employee = requireCapability(deps.authenticator, canWorkWithVisitors);

  // `?language=hi` (else English), and the site by `?site=<id>` or by the details form's `?token=`; else the first site.
  app.get('/api/privacy/notice', deps.publicLimit, async (c) => {
    const asked = c.req.query('language');
    const language = asked !== undefined && NOTICE_LANGUAGE.test(asked) ? asked : undefined;
    const token = c.req.query('token');
    const siteId = token ? await deps.siteOfLink(token) : (recordIdOf(c.req.query('site') ?? '') ?? null);
    return c.json((await deps.notices.read(siteId, language)) satisfies PrivacyNoticeAnswer);
  });

  app.post('/api/privacy/withdraw', deps.publicLimit, async (c) => {
    const { message, cancelled, photosErased } = await deps.withdrawVisitor.execute((await readJsonObject(c))['token']);
    return c.json({ message, visitCancelled: cancelled, photosErased } satisfies WithdrawalAnswer);
  });

  app.get('/api/privacy/my-consent', employee, async (c) => c.json((await deps.withdrawEmployee.read(principalOf(c))) satisfies EmployeeConsentAnswer));

  app.post('/api/privacy/my-consent/withdraw', employee, async (c) => c.json(await deps.withdrawEmployee.execute(principalOf(c))));
};
