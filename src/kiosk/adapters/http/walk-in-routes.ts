import type { Hono, MiddlewareHandler } from 'hono';
import type { KioskWalkInAnswer } from '../../../shared/api/kiosk-answers.ts';
import type { NodeEnvelope } from '../../../shared/envelope/node-envelope.ts';
import { parseInput } from '../../../shared/validation/parse-input.ts';
import { kioskTicketSchema, walkInSchema } from '../../../shared/validation/kiosk.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import type { CreateWalkInAtKiosk } from '../../application/create-walk-in-at-kiosk.ts';
import type { ReadWalkInAtKiosk } from '../../application/read-walk-in-at-kiosk.ts';
import type { RateLimiter } from '../../../platform/ports/rate-limiter.ts';
import { countKioskCall, KIOSK_RATE_RULES } from './kiosk-rate-limit.ts';
import { kioskOf } from './require-kiosk.ts';

export interface WalkInRouteDeps {
  readonly envelope: NodeEnvelope;
  /** requireKiosk. */
  readonly kiosk: MiddlewareHandler<AppEnv>;
  readonly limiter: RateLimiter;
  readonly create: CreateWalkInAtKiosk;
  readonly read: ReadWalkInAtKiosk;
}

/**
 * A kiosk's walk-ins (issue 13, docs/adr/0014-reception-kiosk.md "Walk-ins"): the kiosk's cookie only;
 * the form in the payload envelope (it names the visitor), the answers enveloped. Once `approved`, the
 * kiosk checks the visitor in with the same ticket (`POST /api/kiosk/check-in`).
 */
export const walkInRoutes = (deps: WalkInRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope, kiosk } = deps;

  app.post('/api/kiosk/walk-ins', kiosk, async (c) => {
    const input = openPayload(envelope, (await readJsonObject(c))['encryptedData'], walkInSchema);
    // Counted per kiosk like the lookups (docs/adr/0014-reception-kiosk.md): no script on a tablet
    // mails every host or asks the watchlist about any number of people.
    await countKioskCall(deps.limiter, KIOSK_RATE_RULES.walkIns, kioskOf(c).deviceId);
    const walkIn = await deps.create.execute(kioskOf(c), input);
    return c.json({ details: envelope.encrypt(walkIn) } satisfies KioskWalkInAnswer, 201);
  });

  app.get('/api/kiosk/walk-ins/:ticket', kiosk, async (c) => {
    const { ticket } = parseInput(kioskTicketSchema, { ticket: c.req.param('ticket') });
    const walkIn = await deps.read.execute(kioskOf(c), ticket);
    c.header('Cache-Control', 'no-store');
    return c.json({ details: envelope.encrypt(walkIn) } satisfies KioskWalkInAnswer);
  });
};
