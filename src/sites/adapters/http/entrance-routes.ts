import type { Hono } from 'hono';
import type { EntranceChangeAnswer, EntranceListAnswer } from '#contract/api/site-answers.ts';
import { canManageEntrances } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { recordIdOf } from '#contract/record-id.ts';
import { ENTRANCE_INPUT_CODES, entranceNameSchema } from '#contract/validation/entrance.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import { entranceView } from '../../application/entrance-view.ts';
import type { ManageEntrances } from '../../application/manage-entrances.ts';

export interface EntranceRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  readonly entrances: ManageEntrances;
}

/** An id in the path: digits only, or "does not exist" (nothing is looked up). */
const idOf = (text: string, code: 'site.not_found' | 'entrance.not_found'): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError(code);
  return id;
};

/**
 * A site's entrances (issue 30, docs/adr/0053): admins and the site's own site admins list, add,
 * rename and retire them (`canManageEntrancesAt`, checked in the use case with the entrance's site:
 * another site's is `site.not_yours`). Names in the payload envelope as every admin form's.
 */
export const entranceRoutes = (deps: EntranceRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope } = deps;
  const managers = requireCapability(deps.authenticator, canManageEntrances);
  const caller = (c: Parameters<typeof principalOf>[0]) => ({ kind: 'principal', principal: principalOf(c) }) as const;

  app.get('/api/sites/:id/entrances', managers, async (c) => {
    const entrances = await deps.entrances.list(caller(c), { id: idOf(c.req.param('id'), 'site.not_found') });
    c.header('Cache-Control', 'no-store');
    return c.json({ entrances: entrances.map(entranceView) } satisfies EntranceListAnswer);
  });

  app.post('/api/sites/:id/entrances', managers, async (c) => {
    const id = idOf(c.req.param('id'), 'site.not_found');
    const { name } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], entranceNameSchema, ENTRANCE_INPUT_CODES);
    const entrance = await deps.entrances.add(caller(c), { id }, name);
    return c.json({ message: MESSAGES.entrances.added, entrance: entranceView(entrance) } satisfies EntranceChangeAnswer, 201);
  });

  app.patch('/api/entrances/:id', managers, async (c) => {
    const id = idOf(c.req.param('id'), 'entrance.not_found');
    const { name } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], entranceNameSchema, ENTRANCE_INPUT_CODES);
    const { entrance } = await deps.entrances.rename(caller(c), id, name);
    return c.json({ message: MESSAGES.entrances.renamed, entrance: entranceView(entrance) } satisfies EntranceChangeAnswer);
  });

  app.post('/api/entrances/:id/retire', managers, async (c) => {
    const { entrance, changed } = await deps.entrances.retire(caller(c), idOf(c.req.param('id'), 'entrance.not_found'));
    return c.json({ message: changed ? MESSAGES.entrances.retiredNow : MESSAGES.entrances.alreadyRetired, entrance: entranceView(entrance) } satisfies EntranceChangeAnswer);
  });
};
