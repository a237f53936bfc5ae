import type { Hono, MiddlewareHandler } from 'hono';
import { canAnswerPrivacyRequests, canWorkWithVisitors } from '#contract/capabilities.ts';
import type { EmployeeConsentAnswer, PrivacyNoticeAnswer, WithdrawalAnswer } from '#contract/api/privacy-answers.ts';
import { NOTICE_LANGUAGE } from '#contract/consent.ts';
import { recordIdOf } from '#contract/record-id.ts';
import type { ErasureAnswer, PrivacyRequestRow, RequestRecordedAnswer, YourDataAnswer } from '#contract/api/rights-answers.ts';
import { PRIVACY_REQUEST_STATUSES, type PrivacyRequestStatus } from '#contract/privacy-rights.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { PrivacyNotices } from '../../application/privacy-notices.ts';
import type { AnswerPrivacyRequests } from '../../application/answer-privacy-requests.ts';
import type { AskAboutYourData } from '../../application/ask-about-your-data.ts';
import type { EraseYourData } from '../../application/erase-your-data.ts';
import type { ReadYourData } from '../../application/read-your-data.ts';
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
  readonly readYourData: ReadYourData;
  readonly eraseYourData: EraseYourData;
  readonly askAboutYourData: AskAboutYourData;
  readonly requests: AnswerPrivacyRequests;
}

const statusOf = (text: string | undefined): PrivacyRequestStatus | null => {
  if (text === undefined || text === '') return null;
  if (!(PRIVACY_REQUEST_STATUSES as readonly string[]).includes(text)) throw new DomainError('input.invalid', { message: `status must be one of ${PRIVACY_REQUEST_STATUSES.join(', ')}` });
  return text as PrivacyRequestStatus;
};

/**
 * The privacy notice and the withdrawal of consent (issue 31, docs/product/privacy.md PRIV-NOTICE,
 * PRIV-WITHDRAW). The notice is public text, read before anything is asked: plain JSON, no envelope.
 */
export const privacyRoutes = (deps: PrivacyRouteDeps) => (app: Hono<AppEnv>) => {
  const employee = requireCapability(deps.authenticator, canWorkWithVisitors);
  const admin = requireCapability(deps.authenticator, canAnswerPrivacyRequests);

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

  // The visitor's rights (docs/product/privacy.md PRIV-RIGHTS): each call carries the mail link's token in its body (the photo, an <img>, in its query).
  app.post('/api/privacy/your-data', deps.publicLimit, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await deps.readYourData.execute((await readJsonObject(c))['token'])) satisfies YourDataAnswer);
  });

  app.post('/api/privacy/your-data/download', deps.publicLimit, async (c) => {
    const body = await readJsonObject(c);
    const file = await deps.readYourData.download(body['token'], body['format'] === 'pdf' ? 'pdf' : 'json');
    return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.filename}"`, 'Cache-Control': 'no-store' });
  });

  app.get('/api/privacy/your-data/photos/:photoId', deps.publicLimit, async (c) => {
    const photoId = recordIdOf(c.req.param('photoId'));
    if (photoId === undefined) throw new DomainError('rights.visit_not_yours');
    const bytes = await deps.readYourData.photo(c.req.query('token'), photoId);
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, no-store' });
  });

  app.post('/api/privacy/your-data/correction', deps.publicLimit, async (c) => {
    const body = await readJsonObject(c);
    return c.json((await deps.askAboutYourData.correction(body['token'], body)) satisfies RequestRecordedAnswer);
  });

  app.post('/api/privacy/your-data/grievance', deps.publicLimit, async (c) => {
    const body = await readJsonObject(c);
    return c.json((await deps.askAboutYourData.grievance(body['token'], body)) satisfies RequestRecordedAnswer);
  });

  app.post('/api/privacy/your-data/erasure', deps.publicLimit, async (c) => c.json((await deps.eraseYourData.execute((await readJsonObject(c))['token'])) satisfies ErasureAnswer));

  // The admins' queue (/PrivacyRequests): `?status=open|done|rejected`, else every request.
  app.get('/api/privacy/requests', admin, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await deps.requests.list({ kind: 'principal', principal: principalOf(c) }, statusOf(c.req.query('status')))) satisfies PrivacyRequestRow[]);
  });

  app.post('/api/privacy/requests/:id/resolve', admin, async (c) => {
    const id = recordIdOf(c.req.param('id'));
    if (id === undefined) throw new DomainError('rights.request_not_found');
    return c.json(await deps.requests.resolve({ kind: 'principal', principal: principalOf(c) }, id, await readJsonObject(c)));
  });
};
