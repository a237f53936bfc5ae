import type { DocumentSignature } from '../domain/document-signature.ts';
import type { DocumentVersion } from '../domain/document-version.ts';
import type { SiteDocument } from '../domain/site-document.ts';

/** A document with its current (highest) version, if it has one yet. */
export interface DocumentWithVersion {
  readonly document: SiteDocument;
  readonly current: DocumentVersion | null;
}

/** The site documents and their versions (`site_document`, `site_document_version`). */
export abstract class SiteDocumentRepository {
  /** Adds the document now (it has its id after). */
  abstract add(document: SiteDocument): Promise<void>;
  abstract byId(id: number): Promise<SiteDocument | null>;
  /** The document, locked until the transaction ends: two publishers of one document take turns for the next number. */
  abstract lockById(id: number): Promise<SiteDocument | null>;
  /** Adds the version now (it has its id after). */
  abstract addVersion(version: DocumentVersion): Promise<void>;
  /** The highest version number of a document; null when none is published. */
  abstract highestVersion(documentId: number): Promise<number | null>;
  abstract versionById(id: number): Promise<DocumentVersion | null>;
  /** Every document of a site (active or not), by title, each with its current version. */
  abstract ofSite(siteId: number): Promise<DocumentWithVersion[]>;
  /** Every version of a document, newest first. */
  abstract versionsOf(documentId: number): Promise<DocumentVersion[]>;
}

/** The signatures (`document_signature`): added, never changed. */
export abstract class SignatureRepository {
  abstract add(signature: DocumentSignature): Promise<void>;
  /** A signer's signatures at a site, any version. */
  abstract ofSigner(siteId: number, signerKey: string): Promise<DocumentSignature[]>;
  /** A visit's signatures, oldest first. */
  abstract ofVisit(visitId: number): Promise<DocumentSignature[]>;
  abstract byId(id: number): Promise<DocumentSignature | null>;
}

/** A published PDF's bytes, checked before they are kept: a real PDF that opens, or `document.pdf_invalid`. */
export abstract class PdfInspector {
  /** Throws `document.pdf_invalid` unless the bytes open as a PDF with at least one page. */
  abstract check(bytes: Uint8Array): Promise<void>;
}

/** A drawn signature's bytes: a PNG within its bounds, or `document.drawing_invalid`. */
export abstract class DrawingInspector {
  abstract check(bytes: Uint8Array): void;
}

/** What the signed copy shows. */
export interface SignedCopyContent {
  readonly siteName: string;
  readonly title: string;
  readonly documentId: number;
  readonly version: number;
  readonly versionHash: string;
  /** The version's words: its text, or its PDF's bytes (whose pages are copied in). */
  readonly text: string | null;
  readonly pdf: Uint8Array | null;
  readonly typedName: string;
  readonly drawing: Uint8Array | null;
  readonly signedAt: Date;
  /** The signing time as the site's clock shows it ("29 Nov 2026, 11:40 IST"). */
  readonly signedAtOnSite: string;
  readonly channel: string;
}

/** Makes the signed copy (a PDF): the version's words, the signer, the time, the version and its hash. */
export abstract class SignedCopyRenderer {
  abstract render(content: SignedCopyContent): Promise<Uint8Array>;
}

/** SHA-256 of bytes, hex: the hash a version and a signed copy are named by. */
export abstract class ContentHasher {
  abstract sha256(bytes: Uint8Array): string;
}

/** A visit as far as seeing its signatures goes: whose visitor it is, at which site (read from visits' table, ADR 32). */
export abstract class SignedVisits {
  /** The visit's host and site; null when there is no such visit. */
  abstract subjectOf(visitId: number): Promise<{ readonly hostId: number; readonly siteId: number } | null>;
}
