import type { Hono, MiddlewareHandler } from 'hono';
import type { DocumentsToSignAnswer } from '#contract/api/document-answers.ts';
import { kioskTicketSchema } from '#contract/validation/kiosk.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import type { KioskDocuments } from '../../application/kiosk-documents.ts';
import { kioskOf } from './require-kiosk.ts';

export interface KioskDocumentRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly kiosk: MiddlewareHandler<AppEnv>;
  readonly documents: KioskDocuments;
}

/**
 * `POST /api/kiosk/documents` (issue 31, PRIV-DOCS-03): after a lookup, the site's documents the
 * visitor of its ticket signs before the check-in; an empty list is the one-tap check-in as before.
 * The answer is the site's published words, no one's personal data.
 */
export const kioskDocumentRoutes = (deps: KioskDocumentRouteDeps) => (app: Hono<AppEnv>) => {
  app.post('/api/kiosk/documents', deps.kiosk, async (c) => {
    const { ticket } = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], kioskTicketSchema);
    c.header('Cache-Control', 'no-store');
    return c.json((await deps.documents.toSign(kioskOf(c), ticket)) satisfies DocumentsToSignAnswer);
  });
};
