import { AddSiteDocument } from '../../../src/documents/application/add-site-document.ts';
import { DocumentSigning } from '../../../src/documents/application/document-signing.ts';
import { ListSiteDocuments } from '../../../src/documents/application/list-site-documents.ts';
import { SignatureRepository, SiteDocumentRepository, type DocumentWithVersion } from '../../../src/documents/application/ports.ts';
import { PublishDocumentVersion } from '../../../src/documents/application/publish-document-version.ts';
import { NodeContentHasher, PdfLibInspector, PdfLibSignedCopyRenderer, PngDrawingInspector } from '../../../src/documents/adapters/pdf-lib-documents.ts';
import type { DocumentSignature } from '../../../src/documents/domain/document-signature.ts';
import type { DocumentVersion } from '../../../src/documents/domain/document-version.ts';
import type { SiteDocument } from '../../../src/documents/domain/site-document.ts';
import { SiteDirectory } from '../../../src/sites/application/site-directory.ts';
import type { InMemorySites } from '../sites/in-memory-sites.ts';
import { sitesIn } from '../sites/in-memory-sites.ts';
import { FakeClock } from '../../support/fake-clock.ts';
import { InMemoryUnitOfWork, RecordingAuditLog, savepointOf, type TakesPartInTransactions } from '../identity/in-memory-identity.ts';
import { RecordingEvents } from '../support/recording-events.ts';
import { CountingServerCrypto, InMemoryFileStorage } from '../visits/in-memory-visits.ts';

/** Documents and versions in memory; a version once added is frozen, as the table's trigger keeps it. */
export class InMemorySiteDocuments extends SiteDocumentRepository implements TakesPartInTransactions {
  readonly documents: SiteDocument[] = [];
  readonly versions: DocumentVersion[] = [];
  savepoint(): () => void {
    const documents = savepointOf(this.documents);
    const versions = this.versions.length;
    return () => {
      documents();
      this.versions.splice(versions);
    };
  }
  add(document: SiteDocument): Promise<void> {
    document.id = this.documents.length + 1;
    this.documents.push(document);
    return Promise.resolve();
  }
  byId(id: number): Promise<SiteDocument | null> {
    return Promise.resolve(this.documents.find((document) => document.id === id) ?? null);
  }
  lockById(id: number): Promise<SiteDocument | null> {
    return this.byId(id);
  }
  addVersion(version: DocumentVersion): Promise<void> {
    (version as { id: number }).id = this.versions.length + 1;
    this.versions.push(Object.freeze(version));
    return Promise.resolve();
  }
  highestVersion(documentId: number): Promise<number | null> {
    const numbers = this.versions.filter((version) => version.documentId === documentId).map((version) => version.version);
    return Promise.resolve(numbers.length === 0 ? null : Math.max(...numbers));
  }
  versionById(id: number): Promise<DocumentVersion | null> {
    return Promise.resolve(this.versions.find((version) => version.id === id) ?? null);
  }
  ofSite(siteId: number): Promise<DocumentWithVersion[]> {
    return Promise.resolve(
      this.documents
        .filter((document) => document.siteId === siteId)
        .map((document) => ({ document, current: this.versions.filter((version) => version.documentId === document.id).sort((a, b) => b.version - a.version)[0] ?? null })),
    );
  }
  versionsOf(documentId: number): Promise<DocumentVersion[]> {
    return Promise.resolve(this.versions.filter((version) => version.documentId === documentId).sort((a, b) => b.version - a.version));
  }
}

export class InMemorySignatures extends SignatureRepository implements TakesPartInTransactions {
  readonly rows: DocumentSignature[] = [];
  savepoint(): () => void {
    const kept = this.rows.length;
    return () => void this.rows.splice(kept);
  }
  add(signature: DocumentSignature): Promise<void> {
    (signature as { id: number }).id = this.rows.length + 1;
    this.rows.push(signature);
    return Promise.resolve();
  }
  ofSigner(siteId: number, signerKey: string): Promise<DocumentSignature[]> {
    return Promise.resolve(this.rows.filter((row) => row.siteId === siteId && row.signerKey === signerKey));
  }
  ofVisit(visitId: number): Promise<DocumentSignature[]> {
    return Promise.resolve(this.rows.filter((row) => row.visitId === visitId));
  }
  byId(id: number): Promise<DocumentSignature | null> {
    return Promise.resolve(this.rows.find((row) => row.id === id) ?? null);
  }
}

/** Site documents over in-memory stores, with the real pdf-lib adapters; one site in Asia/Kolkata unless given. */
export const documentsWorld = (options: { sites?: InMemorySites; storage?: InMemoryFileStorage; clock?: FakeClock } = {}) => {
  const sites = options.sites ?? sitesIn('Asia/Kolkata');
  const documents = new InMemorySiteDocuments();
  const signatures = new InMemorySignatures();
  const storage = options.storage ?? new InMemoryFileStorage();
  const events = new RecordingEvents();
  const audit = new RecordingAuditLog();
  const clock = options.clock ?? new FakeClock();
  const crypto = new CountingServerCrypto();
  const hasher = new NodeContentHasher();
  const unitOfWork = new InMemoryUnitOfWork(documents, signatures, storage, events, audit);
  const directory = new SiteDirectory(sites);
  return {
    sites,
    documents,
    signatures,
    storage,
    events,
    audit,
    clock,
    unitOfWork,
    add: new AddSiteDocument(documents, directory, audit, clock, unitOfWork),
    publish: new PublishDocumentVersion(documents, new PdfLibInspector(), hasher, storage, crypto, audit, clock, unitOfWork),
    list: new ListSiteDocuments(documents),
    signing: new DocumentSigning(documents, signatures, directory, storage, new PdfLibSignedCopyRenderer(), new PngDrawingInspector(), hasher, crypto, events, audit),
  };
};

/** The signing of a site without documents: the forms' use cases under test as they were before issue 31's documents. */
export const noSiteDocuments = (): DocumentSigning => documentsWorld().signing;
