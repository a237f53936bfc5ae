import type { Hono } from 'hono';
import type { ApproveUserAnswer, PendingEmployeesAnswer, RejectUserAnswer } from '#contract/api/identity-answers.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MESSAGES } from '#contract/messages.ts';
import { canHostVisitors } from '#contract/capabilities.ts';
import { approveUserPayloadSchema, rejectUserPayloadSchema } from '#contract/validation/auth-payloads.ts';
import { companyEmailSchema } from '#contract/validation/identity-fields.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, openText, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { ApproveEmployees } from '../../application/approve-employee.ts';
import type { ListEmployees } from '../../application/list-employees.ts';
import type { ListRegistrationSites } from '../../application/list-registration-sites.ts';
import type { RejectRegistration } from '../../application/reject-registration.ts';
import { employeeRow, withHomeSites } from './employee-views.ts';

export interface ApprovalRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly companyDomain: string;
  readonly authenticator: SessionAuthenticator;
  readonly listEmployees: ListEmployees;
  readonly approveEmployees: ApproveEmployees;
  readonly rejectRegistration: RejectRegistration;
  /** The sites, for the home site each registrant picked (issue 30). */
  readonly listSites: ListRegistrationSites;
}

/** Approving or rejecting registrations: the reporting manager's own reports, or any as an admin (/ApproveUser). */
export const approvalRoutes = (deps: ApprovalRouteDeps) => (app: Hono<AppEnv>) => {
  const hosts = requireCapability(deps.authenticator, canHostVisitors);

  app.get('/api/fetchEmployeesToApprove', hosts, async (c) => {
    const email = parseInput(companyEmailSchema(deps.companyDomain), openText(deps.envelope, c.req.query('encryptedData')));
    const pending = await deps.listEmployees.pendingFor(principalOf(c), email);
    const rows = withHomeSites(pending.map((employee) => [employee, employeeRow(employee)]), await deps.listSites.execute());
    return c.json({ result: deps.envelope.encrypt(rows) } satisfies PendingEmployeesAnswer);
  });

  app.post('/api/auth/approve-user', hosts, async (c) => {
    const { email_to_approve } = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], approveUserPayloadSchema(deps.companyDomain));
    const [approved] = await deps.approveEmployees.execute([email_to_approve], { kind: 'principal', principal: principalOf(c) });
    return c.json({ result: { updatedUser: deps.envelope.encrypt(employeeRow(approved!)), message: MESSAGES.approvals.employeeApproved } } satisfies ApproveUserAnswer);
  });

  app.post('/api/auth/reject-user', hosts, async (c) => {
    const { email_to_reject, reason } = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], rejectUserPayloadSchema(deps.companyDomain));
    await deps.rejectRegistration.execute(email_to_reject, reason, { kind: 'principal', principal: principalOf(c) });
    return c.json({ result: { message: MESSAGES.approvals.employeeRejected } } satisfies RejectUserAnswer);
  });
};
