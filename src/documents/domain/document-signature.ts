/** Where a visitor signed: the e-mailed details-form link, or a reception kiosk (a walk-in or a check-in). */
export type SignatureChannel = 'link' | 'kiosk';

/** What a signature records, before it has an id. */
export interface SignatureFacts {
  readonly visitId: number;
  readonly siteId: number;
  /** Who signed across visits: a keyed hash of the visitor's phone number (ADR 54), never the number itself. */
  readonly signerKey: string;
  readonly documentId: number;
  readonly versionId: number;
  readonly version: number;
  /** The version's hash as it was signed: the evidence names the exact words. */
  readonly versionHash: string;
  readonly typedName: string;
  /** The drawn signature's PNG in the file storage, when one was drawn. */
  readonly drawingStorageKey: string | null;
  readonly signedAt: Date;
  readonly channel: SignatureChannel;
  /** The signed copy (a PDF) in the file storage, as it was mailed. */
  readonly signedCopyStorageKey: string;
  /** SHA-256 of the signed copy's bytes. */
  readonly signedCopyHash: string;
}

/**
 * A visitor's signature of one document version (issue 31): evidence, kept as it was made. A newer
 * version signed later is a new signature; this one stays, naming the version it signed.
 */
export class DocumentSignature implements SignatureFacts {
  readonly id!: number;
  readonly visitId: number;
  readonly siteId: number;
  readonly signerKey: string;
  readonly documentId: number;
  readonly versionId: number;
  readonly version: number;
  readonly versionHash: string;
  readonly typedName: string;
  readonly drawingStorageKey: string | null;
  readonly signedAt: Date;
  readonly channel: SignatureChannel;
  readonly signedCopyStorageKey: string;
  readonly signedCopyHash: string;

  constructor(facts: SignatureFacts) {
    this.visitId = facts.visitId;
    this.siteId = facts.siteId;
    this.signerKey = facts.signerKey;
    this.documentId = facts.documentId;
    this.versionId = facts.versionId;
    this.version = facts.version;
    this.versionHash = facts.versionHash;
    this.typedName = facts.typedName;
    this.drawingStorageKey = facts.drawingStorageKey;
    this.signedAt = facts.signedAt;
    this.channel = facts.channel;
    this.signedCopyStorageKey = facts.signedCopyStorageKey;
    this.signedCopyHash = facts.signedCopyHash;
  }
}
