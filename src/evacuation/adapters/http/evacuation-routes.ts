import type { Hono } from 'hono';
import type { EvacuationChangeAnswer, EvacuationMarkAnswer, OpenEvacuationAnswer } from '#contract/api/evacuation-answers.ts';
import { canRunEvacuation } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { recordIdOf } from '#contract/record-id.ts';
import { EVACUATION_INPUT_CODES, evacuationMarkSchema, startEvacuationSchema } from '#contract/validation/evacuation.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { EndEvacuation } from '../../application/end-evacuation.ts';
import type { MarkEvacuee } from '../../application/mark-evacuee.ts';
import type { ReadEvacuations } from '../../application/read-evacuations.ts';
import { evacuationView, personView } from '../../application/roll-call-read.ts';
import type { StartEvacuation } from '../../application/start-evacuation.ts';

export interface EvacuationRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly read: ReadEvacuations;
  readonly start: StartEvacuation;
  readonly mark: MarkEvacuee;
  readonly end: EndEvacuation;
}

/** An id in the path or query: digits only, else the code of what it names (nothing is looked up). */
const idOf = (text: string | undefined, code: 'evacuation.not_found' | 'evacuation.person_not_found' | 'evacuation.site_invalid'): number => {
  const id = text === undefined ? undefined : recordIdOf(text);
  if (id === undefined) throw new DomainError(code);
  return id;
};

/**
 * Evacuation at a site (issue 30, docs/product/evacuation.md): security (`canRunEvacuation`) reads a
 * site's open evacuation, starts one, marks its people and ends it. Inputs come in the payload
 * envelope as every desk form's; every answer is read fresh (no-store): the roll call changes by the second.
 */
export const evacuationRoutes = (deps: EvacuationRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope } = deps;
  const security = requireCapability(deps.authenticator, canRunEvacuation);

  app.get('/api/evacuations', security, async (c) => {
    const read = await deps.read.openAt(principalOf(c), idOf(c.req.query('site'), 'evacuation.site_invalid'));
    c.header('Cache-Control', 'no-store');
    return c.json({ evacuation: read ? evacuationView(read) : null } satisfies OpenEvacuationAnswer);
  });

  app.get('/api/evacuations/:id', security, async (c) => {
    const read = await deps.read.byId(principalOf(c), idOf(c.req.param('id'), 'evacuation.not_found'));
    c.header('Cache-Control', 'no-store');
    return c.json({ evacuation: evacuationView(read) } satisfies OpenEvacuationAnswer);
  });

  app.post('/api/evacuations', security, async (c) => {
    const { siteId } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], startEvacuationSchema, EVACUATION_INPUT_CODES);
    const read = await deps.start.execute(principalOf(c), siteId);
    return c.json({ message: MESSAGES.evacuation.started, evacuation: evacuationView(read) } satisfies EvacuationChangeAnswer, 201);
  });

  app.put('/api/evacuations/:id/people/:personId', security, async (c) => {
    const id = idOf(c.req.param('id'), 'evacuation.not_found');
    const personId = idOf(c.req.param('personId'), 'evacuation.person_not_found');
    const { mark } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], evacuationMarkSchema, EVACUATION_INPUT_CODES);
    const person = await deps.mark.execute(principalOf(c), id, personId, mark);
    // The host's line is the one thing a single row does not know: the roll call's next read places it.
    return c.json({ person: personView(person, new Map()) } satisfies EvacuationMarkAnswer);
  });

  app.post('/api/evacuations/:id/end', security, async (c) => {
    const read = await deps.end.execute(principalOf(c), idOf(c.req.param('id'), 'evacuation.not_found'));
    return c.json({ message: MESSAGES.evacuation.endedNow, evacuation: evacuationView(read) } satisfies EvacuationChangeAnswer);
  });
};
