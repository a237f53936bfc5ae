import { z } from 'zod';
import { DOCUMENT_MESSAGES } from './document-messages.ts';
import type { ErrorCode } from './error-codes.ts';
import { MAX_RECORD_ID } from './record-id.ts';
import { hasControlCharacter } from './storable-text.ts';

/**
 * Site documents (issue 31): what a site asks its visitors to sign (an NDA, its safety rules), each in
 * immutable versions, and the signatures a form sends. One definition for the server, the forms, the
 * documents screen and `vms sites documents` (docs/product/privacy.md PRIV-DOCS).
 */
export const DOCUMENT_KINDS = ['nda', 'safety_rules', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLE_MAX = 120;
export const DOCUMENT_TEXT_MAX = 100_000;
/** A published PDF's bound: one mail, one PostgreSQL row, the body limit of its request (2 MiB of base64). */
export const DOCUMENT_PDF_MAX_BYTES = 1024 * 1024;
export const DOCUMENT_PDF_BASE64_MAX = Math.ceil((DOCUMENT_PDF_MAX_BYTES * 4) / 3) + 4;
/** A drawn signature: a PNG from the signing canvas, small enough to ride with the form. */
export const SIGNATURE_PNG_MAX_BYTES = 64 * 1024;
export const SIGNATURE_MAX_WIDTH = 1200;
export const SIGNATURE_MAX_HEIGHT = 600;
/** The drawing's base64 for the PNG bound: anything longer is refused before it is decoded. */
export const SIGNATURE_PNG_BASE64_MAX = Math.ceil((SIGNATURE_PNG_MAX_BYTES * 4) / 3) + 4;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** `POST /api/site-documents`, `vms sites documents add`: a new document of a site (its versions come after). */
export const siteDocumentSchema = z.object({
  siteId: z.number({ error: DOCUMENT_MESSAGES.notFound }).int(DOCUMENT_MESSAGES.notFound).min(1, DOCUMENT_MESSAGES.notFound).max(MAX_RECORD_ID, DOCUMENT_MESSAGES.notFound),
  title: z
    .string({ error: DOCUMENT_MESSAGES.titleRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.titleRequired)
    .max(DOCUMENT_TITLE_MAX, DOCUMENT_MESSAGES.titleTooLong)
    .refine((text) => !hasControlCharacter(text), DOCUMENT_MESSAGES.titleInvalid),
  kind: z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kindInvalid }),
  /** Whether its signers may draw a signature beside the typed name (ADR 57); off unless asked for. */
  drawnSignature: z.boolean({ error: DOCUMENT_MESSAGES.drawnSignatureInvalid }).default(false),
});
export type SiteDocumentInput = z.output<typeof siteDocumentSchema>;

/**
 * `POST /api/site-documents/{id}/versions`, `vms sites documents publish`: a new version, as text
 * (markdown) or as a PDF (base64), exactly one of them. The PDF's bytes are checked on the server.
 */
export const documentVersionSchema = z
  .object({
    text: z
      .string({ error: DOCUMENT_MESSAGES.bodyRequired })
      .trim()
      .max(DOCUMENT_TEXT_MAX, DOCUMENT_MESSAGES.bodyTooLong)
      .refine((text) => !hasControlCharacter(text.replaceAll('\r\n', '\n').replaceAll('\t', ' '), { lineFeeds: true }), DOCUMENT_MESSAGES.bodyInvalid)
      .optional(),
    // Its size is the server's check after decoding (document.pdf_too_large), its bytes pdf-lib's (document.pdf_invalid).
    pdf: z.string({ error: DOCUMENT_MESSAGES.pdfInvalid }).regex(BASE64, DOCUMENT_MESSAGES.pdfInvalid).optional(),
  })
  .refine((version) => (version.text !== undefined && version.text !== '') !== (version.pdf !== undefined), DOCUMENT_MESSAGES.bodyRequired);
export type DocumentVersionInput = z.output<typeof documentVersionSchema>;

export { documentSignatureSchema, documentSignaturesSchema, SIGNATURE_FIELD_CODES, type DocumentSignatureInput } from './validation/document-signature.ts';

/** The same name, whatever its case and spacing: the typed name must be the name on the form (ADR 54). */
export const sameSignerName = (typed: string, name: string): boolean => {
  const plain = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return plain(typed) === plain(name);
};

/** For `parseInput`: each field's refusal with its code. */
export const SITE_DOCUMENT_INPUT_CODES = {
  '': 'document.title_invalid',
  siteId: 'document.not_found',
  title: 'document.title_invalid',
  kind: 'document.kind_invalid',
  drawnSignature: 'document.drawn_signature_invalid',
} as const satisfies Readonly<Record<string, ErrorCode>>;

export const DOCUMENT_VERSION_INPUT_CODES = {
  '': 'document.body_invalid',
  text: 'document.body_invalid',
  pdf: 'document.pdf_invalid',
} as const satisfies Readonly<Record<string, ErrorCode>>;
