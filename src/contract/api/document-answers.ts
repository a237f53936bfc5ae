import { z } from 'zod';
import { DOCUMENT_KINDS } from '../site-documents.ts';

/** A version as the documents screen and `vms sites documents list` show it. */
export const documentVersionViewSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  format: z.enum(['text', 'pdf']),
  hash: z.string(),
  publishedAt: z.iso.datetime(),
  publishedBy: z.string(),
});
export type DocumentVersionView = z.infer<typeof documentVersionViewSchema>;

/** A site document with its current version (null before the first is published). */
export const siteDocumentViewSchema = z.object({
  id: z.number().int().positive(),
  siteId: z.number().int().positive(),
  title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  active: z.boolean(),
  /** Whether its signing step offers a signature pad beside the typed name (ADR 57). */
  drawnSignature: z.boolean(),
  current: documentVersionViewSchema.nullable(),
});
export type SiteDocumentView = z.infer<typeof siteDocumentViewSchema>;

/** `GET /api/site-documents?site=`: a site's documents, by title. */
export const siteDocumentListAnswerSchema = z.object({ documents: z.array(siteDocumentViewSchema) });
export type SiteDocumentListAnswer = z.infer<typeof siteDocumentListAnswerSchema>;

/** `POST /api/site-documents`, `POST …/{id}/versions`: what changed, and the document as it is now. */
export const siteDocumentChangedAnswerSchema = z.object({ message: z.string(), document: siteDocumentViewSchema });
export type SiteDocumentChangedAnswer = z.infer<typeof siteDocumentChangedAnswerSchema>;

/**
 * A document a visitor is asked to sign: its current version's words (text, or a link to its PDF) and
 * what the signature will name (version, hash).
 */
export const documentToSignSchema = z.object({
  versionId: z.number().int().positive(),
  title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  version: z.number().int().positive(),
  hash: z.string(),
  format: z.enum(['text', 'pdf']),
  text: z.string().nullable(),
  /** For a PDF version: where the visitor reads it (the same link or kiosk authorises it). */
  pdfUrl: z.string().nullable(),
  /** Whether a drawn signature is offered beside the typed name (ADR 57): never the only way to sign. */
  drawing: z.boolean(),
});
export type DocumentToSign = z.infer<typeof documentToSignSchema>;

/**
 * `GET /api/site-documents/to-sign?token=&phone=` and the kiosk's lookups: the documents to sign now,
 * and whether the site has any (a returning visitor may have none left to sign): without, the terms box as before.
 */
export const documentsToSignAnswerSchema = z.object({ documents: z.array(documentToSignSchema), siteHasDocuments: z.boolean() });
export type DocumentsToSignAnswer = z.infer<typeof documentsToSignAnswerSchema>;

/** A signature as hosts, security and admins see it on a visit's detail view. */
export const signatureViewSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  version: z.number().int().positive(),
  hash: z.string(),
  typedName: z.string(),
  drawn: z.boolean(),
  channel: z.enum(['link', 'kiosk']),
  signedAt: z.iso.datetime(),
  /** The authorised link to the signed copy (a PDF). */
  pdfUrl: z.string(),
});
export type SignatureView = z.infer<typeof signatureViewSchema>;

/** `GET /api/visits/{id}/signatures`: the versions a visit's visitor signed, oldest first. */
export const visitSignaturesAnswerSchema = z.object({ signatures: z.array(signatureViewSchema) });
export type VisitSignaturesAnswer = z.infer<typeof visitSignaturesAnswerSchema>;
