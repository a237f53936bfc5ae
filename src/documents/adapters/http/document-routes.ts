import type { Hono, MiddlewareHandler } from 'hono';
import type { DocumentsToSignAnswer, SiteDocumentChangedAnswer, SiteDocumentListAnswer, VisitSignaturesAnswer } from '#contract/api/document-answers.ts';
import { canManageSiteDocuments, canWorkWithVisitors } from '#contract/capabilities.ts';
import { DOCUMENT_NOTES } from '#contract/document-messages.ts';
import { isRecordId, recordIdOf } from '#contract/record-id.ts';
import { DOCUMENT_PDF_BASE64_MAX, DOCUMENT_VERSION_INPUT_CODES, SITE_DOCUMENT_INPUT_CODES, documentVersionSchema, siteDocumentSchema } from '#contract/site-documents.ts';
import { phoneSchema } from '#contract/validation/identity-fields.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import { openObject, openPayload, readJsonObject } from '../../../platform/http/read-body.ts';
import type { RouteBodyLimit } from '../../../platform/http/create-http-app.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { principalOf, requireCapability } from '../../../platform/http/require-role.ts';
import type { Clock } from '../../../platform/ports/clock.ts';
import type { FileStorage } from '../../../platform/ports/file-storage.ts';
import type { SessionAuthenticator } from '../../../platform/ports/session-authenticator.ts';
import type { AddSiteDocument } from '../../application/add-site-document.ts';
import type { DocumentSigning } from '../../application/document-signing.ts';
import type { ListSiteDocuments } from '../../application/list-site-documents.ts';
import type { SiteDocumentRepository } from '../../application/ports.ts';
import type { PublishDocumentVersion } from '../../application/publish-document-version.ts';
import type { ReadSignatures } from '../../application/read-signatures.ts';

export interface DocumentRouteDeps {
  readonly envelope: NodeEnvelope;
  readonly authenticator: SessionAuthenticator;
  /** The per-address limit of the calls anyone with a details-form link makes. */
  readonly publicLimit: MiddlewareHandler<AppEnv>;
  readonly add: AddSiteDocument;
  readonly publish: PublishDocumentVersion;
  readonly list: ListSiteDocuments;
  readonly signing: DocumentSigning;
  readonly signatures: ReadSignatures;
  readonly documents: SiteDocumentRepository;
  readonly storage: FileStorage;
  readonly clock: Clock;
  /** The site of the visit a details-form link names, from visits (composition passes it, ADR 2); null when it names none. */
  readonly siteOfLink: (token: string) => Promise<number | null>;
}

/** `POST /api/site-document-versions`: `{ documentId, text }` or `{ documentId, pdf }`, in the payload envelope. */
export const VERSIONS_PATH = '/api/site-document-versions';

/**
 * A version's body with the largest PDF the 1 MB rule lets through: its base64 and a text's worth of
 * room, which the payload envelope sends as hex (twice its bytes). A larger body is the PDF rule's
 * refusal (`document.pdf_too_large`), not the general 413.
 */
export const documentVersionBodyLimit: RouteBodyLimit = { method: 'POST', path: VERSIONS_PATH, maxBytes: 2 * (DOCUMENT_PDF_BASE64_MAX + 256 * 1024) + 1024, tooLarge: 'document.pdf_too_large' };

const idOf = (text: string, code: 'document.not_found' | 'document.signed_copy_not_found'): number => {
  const id = recordIdOf(text);
  if (id === undefined) throw new DomainError(code);
  return id;
};

const pdfAnswer = (content: Buffer, filename: string): Response =>
  new Response(new Uint8Array(content), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${filename}"`, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });

/**
 * Site documents (issue 31, docs/product/privacy.md PRIV-DOCS): the documents screen's calls (admins
 * and site admins, forms in the payload envelope), the details form's "what to sign" (anyone with its
 * link), a version's PDF (public: the site's published words), and who signed what (those who may see
 * the visit).
 */
export const documentRoutes = (deps: DocumentRouteDeps) => (app: Hono<AppEnv>) => {
  const publisher = requireCapability(deps.authenticator, canManageSiteDocuments);
  const staff = requireCapability(deps.authenticator, canWorkWithVisitors);
  const caller = (c: Parameters<typeof principalOf>[0]) => ({ kind: 'principal', principal: principalOf(c) }) as const;

  app.get('/api/site-documents', publisher, async (c) => {
    const siteId = recordIdOf(c.req.query('site') ?? '');
    if (siteId === undefined) throw new DomainError('document.not_found');
    return c.json({ documents: await deps.list.execute(caller(c), siteId) } satisfies SiteDocumentListAnswer);
  });

  app.post('/api/site-documents', publisher, async (c) => {
    const input = openPayload(deps.envelope, (await readJsonObject(c))['encryptedData'], siteDocumentSchema, SITE_DOCUMENT_INPUT_CODES);
    const document = await deps.add.execute(caller(c), input);
    return c.json({ message: DOCUMENT_NOTES.added, document } satisfies SiteDocumentChangedAnswer, 201);
  });

  // The document is named in the body, so that the route's path is one (its own body limit: a PDF).
  app.post(VERSIONS_PATH, publisher, async (c) => {
    const payload = openObject(deps.envelope, (await readJsonObject(c))['encryptedData']);
    const id = typeof payload['documentId'] === 'number' && isRecordId(payload['documentId']) ? payload['documentId'] : idOf('', 'document.not_found');
    const input = parseInput(documentVersionSchema, payload, DOCUMENT_VERSION_INPUT_CODES);
    const document = await deps.publish.execute(caller(c), id, input);
    return c.json({ message: DOCUMENT_NOTES.published.replace('{version}', String(document.current?.version ?? '')), document } satisfies SiteDocumentChangedAnswer, 201);
  });

  // The details form's documents: by its link's site, for the phone typed so far (none yet: every current one).
  app.get('/api/site-documents/to-sign', deps.publicLimit, async (c) => {
    const siteId = await deps.siteOfLink(c.req.query('token') ?? '');
    if (siteId === null) throw new DomainError('link.invalid');
    const phone = phoneSchema.safeParse(c.req.query('phone') ?? '');
    c.header('Cache-Control', 'no-store');
    return c.json((await deps.signing.toSign(siteId, phone.success ? phone.data : null, deps.clock.now())) satisfies DocumentsToSignAnswer);
  });

  app.get('/api/site-documents/versions/:id/pdf', deps.publicLimit, async (c) => {
    const version = await deps.documents.versionById(idOf(c.req.param('id'), 'document.not_found'));
    const content = version?.pdfStorageKey ? await deps.storage.get(version.pdfStorageKey) : null;
    if (!version || !content) throw new DomainError('document.not_found');
    return pdfAnswer(content, `document-${version.documentId}-v${version.version}.pdf`);
  });

  app.get('/api/visits/:id/signatures', staff, async (c) => {
    const visitId = recordIdOf(c.req.param('id'));
    if (visitId === undefined) throw new DomainError('document.signed_copy_not_found');
    c.header('Cache-Control', 'no-store');
    return c.json({ signatures: await deps.signatures.ofVisit(principalOf(c), visitId) } satisfies VisitSignaturesAnswer);
  });

  app.get('/api/document-signatures/:id/pdf', staff, async (c) => {
    const copy = await deps.signatures.signedCopy(principalOf(c), idOf(c.req.param('id'), 'document.signed_copy_not_found'));
    return pdfAnswer(copy.content, copy.filename);
  });
};
