import type { SiteDocumentChangedAnswer, SiteDocumentView } from '#contract/api/document-answers.ts';
import type { DocumentKind } from '#contract/site-documents.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';
import { sitesKeys } from './sites-api.ts';

/** The documents panel's calls (issue 31, docs/product/privacy.md PRIV-DOCS-01/02); the answer schemas load with the first call. */
const loadSchemas = () => import('#contract/api/document-answers.ts');

/** `GET /api/site-documents?site=`: a site's documents, each with its current version. */
export const fetchSiteDocuments = async (siteId: number, signal?: AbortSignal): Promise<readonly SiteDocumentView[]> => {
  const [body, answers] = await Promise.all([api.get('/api/site-documents', { query: { site: String(siteId) }, ...(signal ? { signal } : {}) }), loadSchemas()]);
  return parseAnswer(answers.siteDocumentListAnswerSchema, body, 'site-documents').documents;
};

/** What the panel does: add a document to a site, or publish a new version of one (its text, or a PDF as base64). */
export type DocumentChange =
  | { readonly verb: 'add'; readonly siteId: number; readonly title: string; readonly kind: DocumentKind; readonly drawnSignature: boolean }
  | { readonly verb: 'publish'; readonly documentId: number; readonly text: string }
  | { readonly verb: 'publish'; readonly documentId: number; readonly pdf: string };

/** `POST /api/site-documents` or `POST /api/site-document-versions`: the product's words and the document as it is now. */
export const changeSiteDocument = async (change: DocumentChange): Promise<SiteDocumentChangedAnswer> => {
  const { verb, ...input } = change;
  const path = verb === 'add' ? '/api/site-documents' : '/api/site-document-versions';
  const [body, answers] = await Promise.all([api.post(path, { encryptedData: envelope.encrypt(input) }), loadSchemas()]);
  return parseAnswer(answers.siteDocumentChangedAnswerSchema, body, path);
};

/** A site's documents live under the sites' keys: a change there marks them stale. */
export const siteDocumentsKey = (siteId: number) => [...sitesKeys.all, 'documents', siteId] as const;

/** A file's bytes as base64, for the payload envelope. */
export const base64Of = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
};
