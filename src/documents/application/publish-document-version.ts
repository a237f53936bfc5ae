import type { SiteDocumentView } from '#contract/api/document-answers.ts';
import { DOCUMENT_PDF_MAX_BYTES, type DocumentVersionInput } from '#contract/site-documents.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { DocumentVersion, nextVersionNumber, type VersionContent } from '../domain/document-version.ts';
import { publisherAt, type DocumentCaller } from './document-caller.ts';
import { documentView } from './document-views.ts';
import type { ContentHasher, PdfInspector, SiteDocumentRepository } from './ports.ts';

/**
 * `POST /api/site-documents/{id}/versions`, `vms sites documents publish`: a document's next version
 * (PRIV-DOCS-02), text or a PDF checked as a real PDF before anything is kept. Versions are never
 * changed: publishing is the only way a document's words change, and from then on visitors sign the
 * new one. The document's row is locked, so two publishers get two numbers, never the same one.
 */
export class PublishDocumentVersion {
  constructor(
    private readonly documents: SiteDocumentRepository,
    private readonly pdfs: PdfInspector,
    private readonly hasher: ContentHasher,
    private readonly storage: FileStorage,
    private readonly crypto: ServerCrypto,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(caller: DocumentCaller, documentId: number, input: DocumentVersionInput): Promise<SiteDocumentView> {
    const found = await this.documents.byId(documentId);
    if (!found) throw new DomainError('document.not_found');
    const actor = publisherAt(caller, found.siteId);
    const pdf = input.pdf === undefined ? null : Buffer.from(input.pdf, 'base64');
    if (pdf && pdf.length > DOCUMENT_PDF_MAX_BYTES) throw new DomainError('document.pdf_too_large');
    if (pdf) await this.pdfs.check(pdf);
    return this.unitOfWork.run(async () => {
      const document = await this.documents.lockById(documentId);
      if (!document) throw new DomainError('document.not_found');
      if (!document.active) throw new DomainError('document.inactive');
      const now = this.clock.now();
      const number = nextVersionNumber(await this.documents.highestVersion(document.id));
      let content: VersionContent;
      if (pdf) {
        const key = `documents/versions/${document.id}-${number}-${this.crypto.randomToken(9)}.pdf`;
        await this.storage.put(key, pdf);
        content = { format: 'pdf', text: null, pdfStorageKey: key, hash: this.hasher.sha256(pdf) };
      } else {
        const text = input.text!.replaceAll('\r\n', '\n');
        content = { format: 'text', text, pdfStorageKey: null, hash: this.hasher.sha256(Buffer.from(text, 'utf8')) };
      }
      const version = new DocumentVersion(document.id, number, content, actor.label, now);
      await this.documents.addVersion(version);
      this.audit.record({ actor, action: 'document.version_published', subjectType: 'site_document', subjectId: document.id, details: { version: number, format: content.format, hash: content.hash } });
      return documentView(document, version);
    });
  }
}
