/** How a version's words are kept: markdown text, or a PDF (its bytes in the file storage). */
export type VersionFormat = 'text' | 'pdf';

/** What a version is made of, before it has an id. */
export interface VersionContent {
  readonly format: VersionFormat;
  /** The markdown, for a text version; null for a PDF. */
  readonly text: string | null;
  /** The PDF's key in the file storage; null for a text version. */
  readonly pdfStorageKey: string | null;
  /** SHA-256 (hex) of the exact bytes a visitor reads: the text's UTF-8, or the PDF file. */
  readonly hash: string;
}

/**
 * One published version of a site document (issue 31, ADR 54). Immutable: nothing in the product
 * changes one (every field is readonly, the repository has no update, and a trigger refuses an UPDATE
 * of its row), so a signature's version names for ever the words that were signed. A new text is a
 * new version with the next number.
 */
export class DocumentVersion {
  readonly id!: number;
  readonly documentId: number;
  readonly version: number;
  readonly format: VersionFormat;
  readonly text: string | null;
  readonly pdfStorageKey: string | null;
  readonly hash: string;
  readonly publishedAt: Date;
  readonly publishedBy: string;

  constructor(documentId: number, version: number, content: VersionContent, by: string, at: Date) {
    this.documentId = documentId;
    this.version = version;
    this.format = content.format;
    this.text = content.text;
    this.pdfStorageKey = content.pdfStorageKey;
    this.hash = content.hash;
    this.publishedAt = at;
    this.publishedBy = by;
  }
}

/** The number the next version of a document takes: one more than its highest, 1 for its first. */
export const nextVersionNumber = (highest: number | null): number => (highest ?? 0) + 1;
