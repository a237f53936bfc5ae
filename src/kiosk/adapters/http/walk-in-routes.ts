import type { Hono, MiddlewareHandler } from 'hono';
import { CONSENT_FIELD_CODES } from '#contract/consent.ts';
import { SIGNATURE_FIELD_CODES } from '#contract/site-documents.ts';
import type { KioskWalkInAnswer } from '#contract/api/kiosk-answers.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { KIOSK_PHOTO_BASE64_MAX, kioskTicketSchema, walkInSchema, type WalkInInput } from '#contract/validation/kiosk.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { RouteBodyLimit } from '../../../platform/http/create-http-app.ts';
import { openObject, readJsonObject } from '../../../platform/http/read-body.ts';
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
 * The body of a walk-in with the largest photo the 1 MiB rule lets through: the photo's base64
 * (KIOSK_PHOTO_BASE64_MAX) and the other fields (a few hundred characters each, 64 KiB is ample) as
 * UTF-8 JSON, which the payload envelope sends as hex (twice its bytes), with its IV and padding and the
 * JSON around it. About 2.9 MiB: over the general 2 MiB, which such a body used to meet first (a
 * 413 "request too large" for photos from about 770 KB). Only a photo makes a body larger than this,
 * so a larger one is the photo rule's refusal, as at the desk.
 */
export const WALK_IN_BODY_LIMIT_BYTES = 2 * (KIOSK_PHOTO_BASE64_MAX + 64 * 1024) + 1024;
export const walkInBodyLimit: RouteBodyLimit = { method: 'POST', path: '/api/kiosk/walk-ins', maxBytes: WALK_IN_BODY_LIMIT_BYTES, tooLarge: 'photo.too_large' };

/** The walk-in form from its envelope; a photo over 1 MiB is `photo.too_large`, as the desk's upload answers. */
const openWalkIn = (envelope: NodeEnvelope, value: unknown): WalkInInput => {
  const form = openObject(envelope, value);
  // Before the schema, whose length check says the same words as any invalid field (`input.invalid`).
  const photo = form['photo'];
  if (typeof photo === 'string' && photo.length > KIOSK_PHOTO_BASE64_MAX) throw new DomainError('photo.too_large');
  return parseInput(walkInSchema, form, { ...CONSENT_FIELD_CODES, ...SIGNATURE_FIELD_CODES });
};

/**
 * A kiosk's walk-ins (issue 13, docs/adr/0014-reception-kiosk.md "Walk-ins"): the kiosk's cookie only;
 * the form in the payload envelope (it names the visitor), the answers enveloped. Once `approved`, the
 * kiosk checks the visitor in with the same ticket (`POST /api/kiosk/check-in`).
 */
export const walkInRoutes = (deps: WalkInRouteDeps) => (app: Hono<AppEnv>) => {
  const { envelope, kiosk } = deps;

  app.post('/api/kiosk/walk-ins', kiosk, async (c) => {
    const input = openWalkIn(envelope, (await readJsonObject(c))['encryptedData']);
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
