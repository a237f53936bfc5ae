import type { SignatureView } from '#contract/api/document-answers.ts';
import { canSeeVisit, canWorkWithVisitors } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Principal } from '../../platform/ports/session-authenticator.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { DocumentSignature } from '../domain/document-signature.ts';
import type { SignatureRepository, SignedVisits, SiteDocumentRepository } from './ports.ts';

/** Where a signature's signed copy is read, for those who may see its visit. */
export const signedCopyPath = (signatureId: number): string => `/api/document-signatures/${signatureId}/pdf`;

/**
 * Who signed what (PRIV-DOCS-05): a visit's signatures, each with its version, hash and time, and the
 * signed copy itself, for those who may see the visit (its host, the desk of its site, admins). To
 * anyone else a visit's signatures are as missing as the visit.
 */
export class ReadSignatures {
  constructor(
    private readonly signatures: SignatureRepository,
    private readonly documents: SiteDocumentRepository,
    private readonly visits: SignedVisits,
    private readonly storage: FileStorage,
  ) {}

  async ofVisit(principal: Principal, visitId: number): Promise<SignatureView[]> {
    if (!(await this.maySee(principal, visitId))) throw new DomainError('visit.not_found', { message: MESSAGES.photo.dataError });
    const signatures = await this.signatures.ofVisit(visitId);
    const titles = new Map<number, string>();
    for (const signature of signatures) {
      if (!titles.has(signature.documentId)) titles.set(signature.documentId, (await this.documents.byId(signature.documentId))?.title ?? '');
    }
    return signatures.map((signature) => signatureView(signature, titles.get(signature.documentId) ?? ''));
  }

  /** The signed copy's bytes, as they were mailed. */
  async signedCopy(principal: Principal, signatureId: number): Promise<{ filename: string; content: Buffer }> {
    const signature = await this.signatures.byId(signatureId);
    if (!signature) throw new DomainError('document.signed_copy_not_found');
    if (!(await this.maySee(principal, signature.visitId))) throw new DomainError('document.signed_copy_not_found');
    const content = await this.storage.get(signature.signedCopyStorageKey);
    if (!content) throw new DomainError('document.signed_copy_not_found');
    return { filename: `signed-${signature.documentId}-v${signature.version}-${signature.id}.pdf`, content };
  }

  /** Whether the caller may see the visit: an unknown visit and another's are the same refusal. */
  private async maySee(principal: Principal, visitId: number): Promise<boolean> {
    const visit = await this.visits.subjectOf(visitId);
    return visit !== null && canWorkWithVisitors(principal) && canSeeVisit(principal, visit);
  }
}

const signatureView = (signature: DocumentSignature, title: string): SignatureView => ({
  id: signature.id,
  title,
  version: signature.version,
  hash: signature.versionHash,
  typedName: signature.typedName,
  drawn: signature.drawingStorageKey !== null,
  channel: signature.channel,
  signedAt: signature.signedAt.toISOString(),
  pdfUrl: signedCopyPath(signature.id),
});
