import type { DocumentsToSignAnswer } from '#contract/api/document-answers.ts';
import { DOCUMENT_MESSAGES } from '#contract/document-messages.ts';
import { MESSAGES } from '#contract/messages.ts';
import { formatSiteDateTime } from '#contract/site-calendar.ts';
import { SIGNATURE_PNG_BASE64_MAX, sameSignerName, type DocumentSignatureInput } from '#contract/site-documents.ts';
import { termsRefusal } from '#contract/terms-acceptance.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { Actor, AuditLog } from '../../platform/ports/audit-log.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { ServerCrypto } from '../../platform/ports/server-crypto.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { DocumentSignature, type SignatureChannel } from '../domain/document-signature.ts';
import type { DocumentVersion } from '../domain/document-version.ts';
import { versionsToSign } from '../domain/resign-rule.ts';
import type { SiteDocument } from '../domain/site-document.ts';
import './document-events.ts';
import type { ContentHasher, DrawingInspector, SignatureRepository, SignedCopyRenderer, SiteDocumentRepository } from './ports.ts';

/** The visitor who signs, as the form that carries the signatures knows them. */
export interface Signer {
  readonly visitId: number;
  readonly siteId: number;
  /** The phone number on the form: who the visitor is across visits (its keyed hash, ADR 54). */
  readonly phone: string;
  /** The name on the form: the typed name must be the same (ADR 54). */
  readonly name: string;
  /** Where the signed copy is mailed; null (a walk-in): it is kept, not mailed. */
  readonly email: string | null;
}

/** Who signs, as far as deciding what they must sign and whether they did goes: a walk-in's form, before its visit exists. */
export type Signatory = Pick<Signer, 'siteId' | 'phone' | 'name'>;

/** What a form gives for the terms: its box (absent where it has none) and its signatures. */
export interface SignedTerms {
  readonly termsAccepted?: boolean | undefined;
  readonly signatures: readonly DocumentSignatureInput[];
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

interface Pending {
  readonly document: SiteDocument;
  readonly version: DocumentVersion;
  readonly documentId: number;
  readonly versionId: number;
}

/** Where a PDF version is read: public, as the site's published words are (ADR 54). */
export const versionPdfPath = (versionId: number): string => `/api/site-documents/versions/${versionId}/pdf`;

/**
 * Site documents' answer to the forms that ask for signatures (visits' details form and walk-in, the
 * kiosk's check-in; docs/product/privacy.md PRIV-DOCS-03): which current versions a visitor must sign
 * now (the re-sign rule, `resign-rule.ts`), and, inside the caller's transaction, the signatures
 * checked and kept with their signed copies, so that the form's effect and its signatures are kept
 * together or not at all. The server decides what must be signed: what the form shows is a courtesy.
 */
export class DocumentSigning {
  constructor(
    private readonly documents: SiteDocumentRepository,
    private readonly signatures: SignatureRepository,
    private readonly sites: SiteDirectory,
    private readonly storage: FileStorage,
    private readonly renderer: SignedCopyRenderer,
    private readonly drawings: DrawingInspector,
    private readonly hasher: ContentHasher,
    private readonly crypto: ServerCrypto,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
  ) {}

  /**
   * The documents a visitor (by phone; null: not known yet, so every current one) signs at a site now,
   * and whether the site has any: without, the form's terms box stands as it always did (terms-acceptance.ts).
   */
  async toSign(siteId: number, phone: string | null, now: Date): Promise<DocumentsToSignAnswer> {
    const current = await this.current(siteId);
    const documents = (await this.pendingOf(current, siteId, phone, now)).map(({ document, version }) => ({
      versionId: version.id,
      title: document.title,
      kind: document.kind,
      version: version.version,
      hash: version.hash,
      format: version.format,
      text: version.text,
      pdfUrl: version.format === 'pdf' ? versionPdfPath(version.id) : null,
      drawing: document.drawnSignature,
    }));
    return { documents, siteHasDocuments: current.length > 0 };
  }

  /**
   * Inside the caller's unit of work, the terms rule (terms-acceptance.ts): where the site has
   * documents, every version the visitor must sign now is signed in `given.signatures`; where it has
   * none, the form's box is ticked (else the rule's own `input.invalid`, MESSAGES.details.termsRequired).
   * A form without a box (the kiosk's check-in, whose visit accepted its terms with its details)
   * passes `termsAccepted: true`. Each signature with the form's name typed (else
   * `document.name_mismatch`) and a drawing only where the document offers one, a PNG within bounds
   * (else `document.drawing_invalid`). Each is kept with its signed copy, mailed through the outbox.
   * Answers how many were signed.
   */
  async sign(signer: Signer, channel: SignatureChannel, given: SignedTerms, at: Date, actor: Actor): Promise<number> {
    const { chosen, drawings } = await this.checked(signer, given, at);
    if (chosen.length === 0) return 0;

    const site = await this.sites.byId(signer.siteId);
    if (!site) throw new DomainError('document.not_found');
    const signedAtOnSite = `${formatSiteDateTime(at, site.timeZone)} (${site.timeZone})`;
    const signerKey = this.signerKey(signer.phone);
    for (const [index, { document, version, signature }] of chosen.entries()) {
      const drawing = drawings[index] ?? null;
      const typedName = signature.typedName.trim();
      const pdf = version.pdfStorageKey ? await this.storage.get(version.pdfStorageKey) : null;
      const copy = await this.renderer.render({
        siteName: site.name,
        title: document.title,
        documentId: document.id,
        version: version.version,
        versionHash: version.hash,
        text: version.text,
        pdf,
        typedName,
        drawing,
        signedAt: at,
        signedAtOnSite,
        channel,
      });
      const token = this.crypto.randomToken(9);
      const copyKey = `documents/signed/${signer.visitId}-${version.id}-${token}.pdf`;
      await this.storage.put(copyKey, copy);
      const drawingKey = drawing ? `documents/drawings/${signer.visitId}-${version.id}-${token}.png` : null;
      if (drawing && drawingKey) await this.storage.put(drawingKey, drawing);
      const kept = new DocumentSignature({
        visitId: signer.visitId,
        siteId: signer.siteId,
        signerKey,
        documentId: document.id,
        versionId: version.id,
        version: version.version,
        versionHash: version.hash,
        typedName,
        drawingStorageKey: drawingKey,
        signedAt: at,
        channel,
        signedCopyStorageKey: copyKey,
        signedCopyHash: this.hasher.sha256(copy),
      });
      await this.signatures.add(kept);
      await this.events.record({
        type: 'document.signed',
        visitId: signer.visitId,
        to: { name: signer.name, email: signer.email },
        siteName: site.name,
        title: document.title,
        version: version.version,
        hash: version.hash,
        at,
        signedAtOnSite,
        signedCopyStorageKey: copyKey,
      });
      this.audit.record({ actor, action: 'document.signed', subjectType: 'visit', subjectId: signer.visitId, details: { documentId: document.id, version: version.version, hash: version.hash, channel, drawn: drawing !== null } });
    }
    return chosen.length;
  }

  /**
   * What `sign` refuses, refused before the form's effect begins, keeping nothing: a walk-in's form is
   * checked before other systems are asked about the visitor and before its photo is decoded (ADR 56);
   * `sign` checks again in the transaction (a version published meanwhile is asked for then).
   */
  async check(signatory: Signatory, given: SignedTerms, at: Date): Promise<void> {
    await this.checked(signatory, given, at);
  }

  /** The versions to sign now, each with its signature given and its drawing's bytes; else the refusal with its code. */
  private async checked(signatory: Signatory, given: SignedTerms, at: Date) {
    // The site's current versions, read once: what must be signed now and what a signature may name.
    const versions = await this.current(signatory.siteId);
    const pending = await this.pendingOf(versions, signatory.siteId, signatory.phone, at);
    const current = new Set(versions.map((one) => one.versionId));
    const { signatures } = given;
    // A signature of a version that is not current (one replaced while the form was open) signs nothing: the new one is asked for.
    if (signatures.some((signature) => !current.has(signature.versionId))) throw new DomainError('document.signature_required', { message: DOCUMENT_MESSAGES.signatureRequired });
    const refused = termsRefusal({ siteHasDocuments: versions.length > 0, toSign: pending.map((one) => one.versionId) }, given);
    if (refused) throw new DomainError('input.invalid', { message: MESSAGES.details.termsRequired, details: { field: refused } });
    const chosen = pending.map((one) => ({ ...one, signature: signatures.find((signature) => signature.versionId === one.versionId)! }));
    if (chosen.some((one) => !sameSignerName(one.signature.typedName, signatory.name))) throw new DomainError('document.name_mismatch');
    // Bounded before anything is decoded: its base64's length, then the PNG's own header (DrawingInspector), before pdf-lib reads it.
    const drawings = chosen.map(({ document, signature }) => {
      if (!signature.drawing) return null;
      if (!document.drawnSignature || signature.drawing.length > SIGNATURE_PNG_BASE64_MAX || !BASE64.test(signature.drawing)) throw new DomainError('document.drawing_invalid');
      return Buffer.from(signature.drawing, 'base64');
    });
    for (const drawing of drawings) if (drawing) this.drawings.check(drawing);
    return { chosen, drawings };
  }

  /** Who the visitor is across visits: a keyed hash of the phone's digits, so no second copy of the number is kept. */
  private signerKey(phone: string): string {
    return this.crypto.keyedHash('document-signer', phone.replace(/\D/g, ''));
  }

  private async current(siteId: number): Promise<Pending[]> {
    return (await this.documents.ofSite(siteId)).flatMap(({ document, current }) =>
      document.active && current ? [{ document, version: current, documentId: document.id, versionId: current.id }] : [],
    );
  }

  /** Of the site's current versions, those this signer must sign now (the re-sign rule). */
  private async pendingOf(current: readonly Pending[], siteId: number, phone: string | null, now: Date): Promise<Pending[]> {
    if (current.length === 0) return [];
    const past = phone === null ? [] : await this.signatures.ofSigner(siteId, this.signerKey(phone));
    const resignDays = (await this.sites.resignDays(siteId)) ?? 0;
    return versionsToSign(current, past, resignDays, now);
  }
}
