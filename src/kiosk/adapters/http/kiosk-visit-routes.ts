import type { Hono, MiddlewareHandler } from 'hono';
import type { MessageAnswer } from '#contract/api/enveloped.ts';
import type { KioskCheckInAnswer, KioskHostListAnswer, KioskLookupAnswer } from '#contract/api/kiosk-answers.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { MESSAGES } from '#contract/messages.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { SIGNATURE_FIELD_CODES } from '#contract/site-documents.ts';
import { kioskCheckInSchema, kioskHostQuerySchema, kioskLookupSchema, kioskTicketSchema } from '#contract/validation/kiosk.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import type { RateLimiter } from '../../../platform/ports/rate-limiter.ts';
import type { CheckInAtKiosk } from '../../application/check-in-at-kiosk.ts';
import type { CheckOutAtKiosk } from '../../application/check-out-at-kiosk.ts';
import type { LookUpAppointment } from '../../application/look-up-appointment.ts';
import type { LookUpDeparture } from '../../application/look-up-departure.ts';
import type { SearchKioskHosts } from '../../application/search-kiosk-hosts.ts';
import { KIOSK_RATE_RULES, kioskRateLimit } from './kiosk-rate-limit.ts';
import { kioskOf } from './require-kiosk.ts';

export interface KioskVisitRouteDeps {
  readonly envelope: NodeEnvelope;
  /** requireKiosk. */
  readonly kiosk: MiddlewareHandler<AppEnv>;
  readonly limiter: RateLimiter;
  readonly lookUpAppointment: LookUpAppointment;
  readonly lookUpDeparture: LookUpDeparture;
  readonly checkIn: CheckInAtKiosk;
  readonly checkOut: CheckOutAtKiosk;
  readonly searchHosts: SearchKioskHosts;
}

/**
 * A kiosk's appointments and departures, and its host search (docs/adr/0014-reception-kiosk.md): the
 * kiosk's cookie only, inputs and answers that name a visitor in the payload envelope.
 */
export const kioskVisitRoutes = (deps: KioskVisitRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope, kiosk } = deps;
  const lookups = kioskRateLimit(deps.limiter, KIOSK_RATE_RULES.lookup);

  app.post('/api/kiosk/appointments/lookup', kiosk, lookups, async (c) => {
    const input = openPayload(envelope, (await readJsonObject(c))['encryptedData'], kioskLookupSchema);
    const visit = await deps.lookUpAppointment.execute(kioskOf(c), input);
    c.header('Cache-Control', 'no-store');
    return c.json({ details: envelope.encrypt(visit) } satisfies KioskLookupAnswer);
  });

  app.post('/api/kiosk/check-in', kiosk, async (c) => {
    const { ticket, signatures } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], kioskCheckInSchema, SIGNATURE_FIELD_CODES);
    const badge = await deps.checkIn.execute(kioskOf(c), ticket, signatures);
    return c.json({ message: MESSAGES.kiosk.welcome, details: envelope.encrypt(badge) } satisfies KioskCheckInAnswer);
  });

  app.post('/api/kiosk/departures/lookup', kiosk, lookups, async (c) => {
    const input = openPayload(envelope, (await readJsonObject(c))['encryptedData'], kioskLookupSchema);
    const visit = await deps.lookUpDeparture.execute(kioskOf(c), input);
    c.header('Cache-Control', 'no-store');
    return c.json({ details: envelope.encrypt(visit) } satisfies KioskLookupAnswer);
  });

  app.post('/api/kiosk/check-out', kiosk, async (c) => {
    const { ticket } = openPayload(envelope, (await readJsonObject(c))['encryptedData'], kioskTicketSchema);
    await deps.checkOut.execute(kioskOf(c), ticket);
    return c.json({ message: MESSAGES.kiosk.goodbye } satisfies MessageAnswer);
  });

  app.get('/api/kiosk/hosts', kiosk, kioskRateLimit(deps.limiter, KIOSK_RATE_RULES.hosts), async (c) => {
    const { q } = parseInput(kioskHostQuerySchema, c.req.query());
    const hosts = await deps.searchHosts.execute(q);
    c.header('Cache-Control', 'no-store');
    return c.json({ hosts } satisfies KioskHostListAnswer);
  });
};
