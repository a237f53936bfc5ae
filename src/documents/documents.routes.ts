import type { Container } from 'inversify';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { rateLimit } from '../platform/http/rate-limit.ts';
import { Clock } from '../platform/ports/clock.ts';
import { FileStorage } from '../platform/ports/file-storage.ts';
import { RateLimiter } from '../platform/ports/rate-limiter.ts';
import { SessionAuthenticator } from '../platform/ports/session-authenticator.ts';
import { CONFIG } from '../platform/tokens.ts';
import { LinkSites } from '../visits/application/link-sites.ts';
import { documentRoutes, documentVersionBodyLimit } from './adapters/http/document-routes.ts';
import { AddSiteDocument } from './application/add-site-document.ts';
import { DocumentSigning } from './application/document-signing.ts';
import { ListSiteDocuments } from './application/list-site-documents.ts';
import { SiteDocumentRepository } from './application/ports.ts';
import { PublishDocumentVersion } from './application/publish-document-version.ts';
import { ReadSignatures } from './application/read-signatures.ts';

/** Read by anyone with a details-form link, so counted per address as the visitor's other calls are. */
const DOCUMENTS_LIMIT = { name: 'site-documents', limit: 60, windowMs: 60_000 } as const;

/** Site documents' route with a body limit of its own: a version carries its PDF. */
export const documentsBodyLimits = [documentVersionBodyLimit] as const;

/** Site documents' HTTP routes wired to their use cases: composition. */
export const documentsHttp = (container: Container) => [
  documentRoutes({
    envelope: container.get(NodeEnvelope),
    authenticator: container.get(SessionAuthenticator),
    publicLimit: rateLimit(container.get(RateLimiter), DOCUMENTS_LIMIT, container.get(CONFIG).trustProxy),
    add: container.get(AddSiteDocument),
    publish: container.get(PublishDocumentVersion),
    list: container.get(ListSiteDocuments),
    signing: container.get(DocumentSigning),
    signatures: container.get(ReadSignatures),
    documents: container.get(SiteDocumentRepository),
    storage: container.get(FileStorage),
    clock: container.get(Clock),
    siteOfLink: (token) => container.get(LinkSites).siteOf(token),
  }),
];
