import { z } from 'zod';
import { DOCUMENT_MESSAGES } from '../document-messages.ts';
import type { ErrorCode } from '../error-codes.ts';
import { MAX_RECORD_ID } from '../record-id.ts';
import { hasControlCharacter } from '../storable-text.ts';

/**
 * The signatures a form sends with its details (issue 31, docs/product/privacy.md PRIV-DOCS-03): apart
 * from the documents' other rules (site-documents.ts), so that the forms' schemas carry only these
 * (page weight, bench/bundle-budget.ts).
 */
export const TYPED_NAME_MAX = 100;
/** How many documents one form may sign: more than any site asks, few enough to bound the body. */
export const SIGNATURES_MAX = 10;

/** One document signed on a form: its version, the signer's typed full name and, on a touch screen, a drawn signature (PNG, base64). */
export const documentSignatureSchema = z.object({
  versionId: z.number({ error: DOCUMENT_MESSAGES.signatureRequired }).int(DOCUMENT_MESSAGES.signatureRequired).min(1, DOCUMENT_MESSAGES.signatureRequired).max(MAX_RECORD_ID, DOCUMENT_MESSAGES.signatureRequired),
  typedName: z
    .string({ error: DOCUMENT_MESSAGES.typedNameRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.typedNameRequired)
    .max(TYPED_NAME_MAX, DOCUMENT_MESSAGES.typedNameInvalid)
    .refine((text) => !hasControlCharacter(text), DOCUMENT_MESSAGES.typedNameInvalid),
  // Bounded by the request's body limit here; its bytes, size and pixels are the server's check (document.drawing_invalid).
  drawing: z.string({ error: DOCUMENT_MESSAGES.signatureRequired }).nullable().optional(),
});
export type DocumentSignatureInput = z.output<typeof documentSignatureSchema>;

/** The signatures a details form, a walk-in or a kiosk check-in sends; none where the site has no documents. */
export const documentSignaturesSchema = z.array(documentSignatureSchema, { error: DOCUMENT_MESSAGES.signatureRequired }).max(SIGNATURES_MAX, DOCUMENT_MESSAGES.signatureRequired).default([]);

/** A form's `signatures` field, when malformed: the signature is missing (a bad drawing has its own code, checked after). */
export const SIGNATURE_FIELD_CODES: Readonly<Record<string, ErrorCode>> = { signatures: 'document.signature_required' };
