import type { Hono, MiddlewareHandler } from 'hono';
import type { DocumentsToSignAnswer } from '#contract/api/document-answers.ts';
import { kioskTicketSchema, kioskWalkInDocumentsSchema } from '#contract/validation/kiosk.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import type { RateLimiter } from '../../../platform/ports/rate-limiter.ts';
import type { KioskDocuments } from '../../application/kiosk-documents.ts';
import { countKioskCall, KIOSK_RATE_RULES } from './kiosk-rate-limit.ts';
import { kioskOf } from './require-kiosk.ts';

export interface KioskDocumentRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly kiosk: MiddlewareHandler<AppEnv>;
  readonly limiter: RateLimiter;
  readonly documents: KioskDocuments;
}

/**
 * The site's documents a visitor signs at the kiosk (issue 31, PRIV-DOCS-03); an empty list: nothing to
 * sign, the kiosk goes on as before. The answer is the site's published words, no one's personal data.
 * - `POST /api/kiosk/documents`: after a lookup, for the visitor of its ticket, before the check-in.
 * - `POST /api/kiosk/walk-ins/documents` (ADR 56): for a walk-in's phone number, before their visit
 *   exists. Counted with the phone lookups (an empty answer says this phone signed here before), once
 *   the phone is read: a malformed one changes nothing.
 */
export const kioskDocumentRoutes = (deps: KioskDocumentRouteDeps) => (app: Hono<AppEnv>) => {
  app.post('/api/kiosk/documents', deps.kiosk, async (c) => {
    const { ticket } = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], kioskTicketSchema);
    c.header('Cache-Control', 'no-store');
    return c.json((await deps.documents.toSign(kioskOf(c), ticket)) satisfies DocumentsToSignAnswer);
  });

  app.post('/api/kiosk/walk-ins/documents', deps.kiosk, async (c) => {
    const { phone } = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], kioskWalkInDocumentsSchema);
    await countKioskCall(deps.limiter, KIOSK_RATE_RULES.lookup, kioskOf(c).deviceId);
    c.header('Cache-Control', 'no-store');
    return c.json((await deps.documents.toSignAsWalkIn(kioskOf(c), phone)) satisfies DocumentsToSignAnswer);
  });
};
