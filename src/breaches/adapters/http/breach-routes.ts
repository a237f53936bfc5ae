import type { Hono } from 'hono';
import type { BreachChangedAnswer, BreachDetail, BreachListAnswer } from '#contract/api/breach-answers.ts';
import { canKeepBreachRegister } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { recordIdOf } from '#contract/record-id.ts';
import { BOARD_REPORT_INPUT_CODES, BREACH_INPUT_CODES, boardReportSchema, breachSchema } from '#contract/validation/breach.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { KeepBoardReport } from '../../application/keep-board-report.ts';
import type { ReadBreaches } from '../../application/read-breaches.ts';
import type { RecordBreach } from '../../application/record-breach.ts';
import type { SendBreachNotices } from '../../application/send-breach-notices.ts';

export interface BreachRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly read: ReadBreaches;
  readonly record: RecordBreach;
  readonly send: SendBreachNotices;
  readonly report: KeepBoardReport;
}

/** A breach id in the path: digits only, or "does not exist" (nothing is looked up). */
const idOf = (text: string): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError('breach.not_found');
  return id;
};

/**
 * The /Breaches screen's calls (issue 31), behind an admin's session: the forms in the payload envelope
 * as every admin form's, each refused value with its field's code. Answers are never cached: they
 * hold people's contact details.
 */
export const breachRoutes = (deps: BreachRouteDeps) => (app: Hono<AppEnv>) => {
  const admin = requireCapability(deps.authenticator, canKeepBreachRegister);
  const caller = (c: Parameters<typeof principalOf>[0]) => ({ kind: 'principal', principal: principalOf(c) }) as const;

  app.get('/api/breaches', admin, async (c) => {
    const breaches = await deps.read.list(caller(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ breaches } satisfies BreachListAnswer);
  });

  app.post('/api/breaches', admin, async (c) => {
    const input = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], breachSchema, BREACH_INPUT_CODES);
    const detail = await deps.record.execute(caller(c), input);
    c.header('Cache-Control', 'no-store');
    return c.json({ message: MESSAGES.breaches.recorded, detail } satisfies BreachChangedAnswer, 201);
  });

  app.get('/api/breaches/:id', admin, async (c) => {
    const detail = await deps.read.detail(caller(c), idOf(c.req.param('id')));
    c.header('Cache-Control', 'no-store');
    return c.json(detail satisfies BreachDetail);
  });

  app.post('/api/breaches/:id/notices', admin, async (c) => {
    const { sent, detail } = await deps.send.execute(caller(c), idOf(c.req.param('id')));
    c.header('Cache-Control', 'no-store');
    return c.json({ message: MESSAGES.breaches.noticesSent.replace('{count}', String(sent)), detail } satisfies BreachChangedAnswer);
  });

  app.put('/api/breaches/:id/report', admin, async (c) => {
    const id = idOf(c.req.param('id'));
    const report = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], boardReportSchema, BOARD_REPORT_INPUT_CODES);
    const detail = await deps.report.execute(caller(c), id, report, { submit: false });
    c.header('Cache-Control', 'no-store');
    return c.json({ message: MESSAGES.breaches.reportSaved, detail } satisfies BreachChangedAnswer);
  });

  app.post('/api/breaches/:id/report/submit', admin, async (c) => {
    const id = idOf(c.req.param('id'));
    const report = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], boardReportSchema, BOARD_REPORT_INPUT_CODES);
    const detail = await deps.report.execute(caller(c), id, report, { submit: true });
    c.header('Cache-Control', 'no-store');
    return c.json({ message: MESSAGES.breaches.reportSubmitted, detail } satisfies BreachChangedAnswer);
  });
};
