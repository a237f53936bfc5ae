import { EntityManager } from '@mikro-orm/postgresql';
import { ContainerModule } from 'inversify';
import { AuditLog } from '../platform/ports/audit-log.ts';
import { Clock } from '../platform/ports/clock.ts';
import { DomainEvents } from '../platform/ports/domain-events.ts';
import { FileStorage } from '../platform/ports/file-storage.ts';
import { ServerCrypto } from '../platform/ports/server-crypto.ts';
import { UnitOfWork } from '../platform/ports/unit-of-work.ts';
import { bindClass, bindPort } from '../platform/wiring.ts';
import { SiteDirectory } from '../sites/application/site-directory.ts';
import { MikroOrmSignatureRepository, MikroOrmSiteDocumentRepository } from './adapters/mikro-orm/mikro-orm-document-repositories.ts';
import { NodeContentHasher, PdfLibInspector, PdfLibSignedCopyRenderer, PngDrawingInspector } from './adapters/pdf-lib-documents.ts';
import { SqlSignedVisits } from './adapters/sql/sql-signed-visits.ts';
import { AddSiteDocument } from './application/add-site-document.ts';
import { DocumentSigning } from './application/document-signing.ts';
import { ListSiteDocuments } from './application/list-site-documents.ts';
import { ContentHasher, DrawingInspector, PdfInspector, SignatureRepository, SignedCopyRenderer, SignedVisits, SiteDocumentRepository } from './application/ports.ts';
import { PublishDocumentVersion } from './application/publish-document-version.ts';
import { ReadSignatures } from './application/read-signatures.ts';

/** Site documents (issue 31, ADR 54): documents with immutable versions, signatures and their signed copies. */
export const documentsModule = new ContainerModule(({ bind }) => {
  bindPort(bind, SiteDocumentRepository, MikroOrmSiteDocumentRepository, EntityManager);
  bindPort(bind, SignatureRepository, MikroOrmSignatureRepository, EntityManager);
  bindPort(bind, SignedVisits, SqlSignedVisits, EntityManager);
  bind(PdfInspector).toConstantValue(new PdfLibInspector());
  bind(DrawingInspector).toConstantValue(new PngDrawingInspector());
  bind(SignedCopyRenderer).toConstantValue(new PdfLibSignedCopyRenderer());
  bind(ContentHasher).toConstantValue(new NodeContentHasher());
  bindClass(bind, AddSiteDocument, SiteDocumentRepository, SiteDirectory, AuditLog, Clock, UnitOfWork);
  bindClass(bind, PublishDocumentVersion, SiteDocumentRepository, PdfInspector, ContentHasher, FileStorage, ServerCrypto, AuditLog, Clock, UnitOfWork);
  bindClass(bind, ListSiteDocuments, SiteDocumentRepository);
  bindClass(bind, ReadSignatures, SignatureRepository, SiteDocumentRepository, SignedVisits, FileStorage);
  bindClass(bind, DocumentSigning, SiteDocumentRepository, SignatureRepository, SiteDirectory, FileStorage, SignedCopyRenderer, DrawingInspector, ContentHasher, ServerCrypto, DomainEvents, AuditLog);
});
