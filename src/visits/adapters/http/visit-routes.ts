import type { Hono } from 'hono';
import { CONSENT_FIELD_CODES } from '#contract/consent.ts';
import { SIGNATURE_FIELD_CODES } from '#contract/site-documents.ts';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import type { ActiveEmployee, DetailsAnswer, PassCreatedAnswer } from '#contract/api/visit-answers.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { isRecordId } from '#contract/record-id.ts';
import { MESSAGES } from '#contract/messages.ts';
import { canHostVisitors, canUseDesk, canWorkWithVisitors } from '#contract/capabilities.ts';
import { companyEmailSchema, phoneSchema } from '#contract/validation/identity-fields.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { visitorDetailsSchema } from '#contract/validation/visitor-details.ts';
import { idFieldCodes } from '#contract/validation/visitor-id.ts';
import { visitorPassSchema } from '#contract/validation/visitor-pass.ts';
import type { EmployeeDirectory } from '../../../identity/application/employee-directory.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openObject, openText, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { Clock } from '../../../platform/ports/clock.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { MiddlewareHandler } from 'hono';
import type { ApproveVisitors } from '../../application/approve-visitors.ts';
import type { CreateVisitorPass } from '../../application/create-visitor-pass.ts';
import type { ReadVisitorLink } from '../../application/read-visitor-link.ts';
import type { ReadVisits } from '../../application/read-visits.ts';
import type { SubmitVisitorDetails } from '../../application/submit-visitor-details.ts';
import { deskView } from './desk-view.ts';
import { hostVisitorView, linkView } from './visitor-view.ts';

export interface VisitRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly clock: Clock;
  readonly companyDomain: string;
  /** The per-address allowance of the public visitor calls. */
  readonly visitorLimit: MiddlewareHandler<AppEnv>;
  readonly createPass: CreateVisitorPass;
  readonly readLink: ReadVisitorLink;
  readonly submitDetails: SubmitVisitorDetails;
  readonly approveVisitors: ApproveVisitors;
  readonly readVisits: ReadVisits;
  readonly directory: EmployeeDirectory;
}

/** An enveloped visit id from a path. */
export const visitIdFrom = (envelope: NodeEnvelope, value: string | undefined): number => {
  const id = Number(openText(envelope, value));
  // Beyond PostgreSQL's integer, an id would fail the statement: unreadable, as any other non-id.
  if (!isRecordId(id)) throw new DomainError('input.unreadable');
  return id;
};

/** Passes, the visitor's public form, host approval and the detail view (docs/product/api.md API-CALLS). */
export const visitRoutes = (deps: VisitRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope } = deps;
  const staff = requireCapability(deps.authenticator, canWorkWithVisitors);
  const hosts = requireCapability(deps.authenticator, canHostVisitors);
  const desk = requireCapability(deps.authenticator, canUseDesk);

  app.post('/api/visitorForm', staff, async (c) => {
    const payload = openObject(envelope, (await readJsonObject(c))['encryptedData']);
    // The date rules are the visit's site's clock (issue 30).
    const site = await deps.createPass.siteFor(principalOf(c), payload);
    const input = parseInput(visitorPassSchema({ timeZone: site.timeZone, now: deps.clock.now() }, deps.companyDomain), payload);
    const { id } = await deps.createPass.execute(principalOf(c), input);
    return c.json({ message: MESSAGES.submission.passCreated, id } satisfies PassCreatedAnswer, 201);
  });

  // The visitor's public calls: a valid link token is the only key.
  app.get('/fetchVisitorData/:phone', deps.visitorLimit, async (c) => {
    const phone = parseInput(phoneSchema, openText(envelope, c.req.param('phone')));
    const visit = await deps.readLink.execute(c.req.query('token'), phone);
    c.header('Cache-Control', 'no-store');
    return c.json({ details: envelope.encrypt([linkView(visit)]) } satisfies DetailsAnswer);
  });

  app.post('/api/visitorDetails', deps.visitorLimit, async (c) => {
    const body = await readJsonObject(c);
    // A bad ID number carries its kind's code (id.pan_invalid, …): the codes are read off the payload's kind.
    const payload = openObject(envelope, body['encryptedData']);
    const details = parseInput(visitorDetailsSchema, payload, { ...idFieldCodes(payload), ...CONSENT_FIELD_CODES, ...SIGNATURE_FIELD_CODES });
    return c.json((await deps.submitDetails.execute(body['token'], details)) satisfies MessageAnswer);
  });

  app.get('/fetch-visitorData/:email/:submitted', hosts, async (c) => {
    const email = parseInput(companyEmailSchema(deps.companyDomain), openText(envelope, c.req.param('email')));
    const visits = await deps.readVisits.hostVisits(principalOf(c), email, c.req.param('submitted') === 'true');
    return c.json({ details: envelope.encrypt(visits.map(hostVisitorView)) } satisfies DetailsAnswer);
  });

  app.post('/approveVisitor/:id', hosts, async (c) => {
    await deps.approveVisitors.execute([visitIdFrom(envelope, c.req.param('id'))], { kind: 'principal', principal: principalOf(c) });
    return c.json({ message: MESSAGES.approvals.visitorApproved } satisfies MessageAnswer);
  });

  app.get('/fetchVisitorDetails/:id', staff, async (c) => {
    const visit = await deps.readVisits.one(principalOf(c), visitIdFrom(envelope, c.req.param('id')));
    return c.json({ details: envelope.encrypt(deskView(visit)) } satisfies DetailsAnswer);
  });

  app.get('/getActiveEmployee', desk, async (c) => {
    const employees = await deps.directory.activeHosts();
    return c.json({ details: envelope.encrypt(employees.map((e): ActiveEmployee => ({ emp_email: e.email, emp_id: e.empId, emp_name: e.name }))) } satisfies DetailsAnswer);
  });
};
