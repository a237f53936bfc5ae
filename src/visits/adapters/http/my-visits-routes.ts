import type { Hono } from 'hono';
import type { MessageAnswer, MyVisitsAnswer } from '#contract/api/my-visits-answers.ts';
import { canHostVisitors } from '#contract/capabilities.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { recordIdOf } from '#contract/record-id.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MESSAGES } from '#contract/messages.ts';
import { myVisitsQuerySchema } from '#kernel/my-visits-query.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { CancelVisit } from '../../application/cancel-visit.ts';
import type { ListMyVisits } from '../../application/list-my-visits.ts';
import type { ResendVisitorLink } from '../../application/resend-visitor-link.ts';
import { deskView } from './desk-view.ts';

export interface MyVisitsRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly listMyVisits: ListMyVisits;
  readonly resendLink: ResendVisitorLink;
  readonly cancelVisit: CancelVisit;
}

/** A visit id in the path: digits only, or "Error fetching data" (nothing is looked up). */
const idOf = (text: string): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
  return id;
};

/** My visitors (issue 12): every host's own visits, with resend link and cancel (approve is `POST /approveVisitor/{id}`). */
export const myVisitsRoutes = (deps: MyVisitsRouteDeps) => (app: Hono<AppEnv>) => {
  const host = requireCapability(deps.authenticator, canHostVisitors);

  app.get('/api/my-visits', host, async (c) => {
    const params = parseInput(myVisitsQuerySchema, c.req.query());
    const { records, total } = await deps.listMyVisits.execute(principalOf(c), params);
    c.header('Cache-Control', 'no-store');
    return c.json({ details: deps.envelope.encrypt(records.map(deskView)), total } satisfies MyVisitsAnswer);
  });

  app.post('/api/my-visits/:id/resend-link', host, async (c) => {
    return c.json((await deps.resendLink.execute(principalOf(c), idOf(c.req.param('id')))) satisfies MessageAnswer);
  });

  app.post('/api/my-visits/:id/cancel', host, async (c) => {
    return c.json((await deps.cancelVisit.execute(principalOf(c), idOf(c.req.param('id')))) satisfies MessageAnswer);
  });
};
