import type { DocumentVersionView, SiteDocumentView } from '#contract/api/document-answers.ts';
import type { DocumentVersion } from '../domain/document-version.ts';
import type { SiteDocument } from '../domain/site-document.ts';

export const versionView = (version: DocumentVersion): DocumentVersionView => ({
  id: version.id,
  version: version.version,
  format: version.format,
  hash: version.hash,
  publishedAt: version.publishedAt.toISOString(),
  publishedBy: version.publishedBy,
});

/** A document as the documents screen and `vms sites documents list` show it. */
export const documentView = (document: SiteDocument, current: DocumentVersion | null): SiteDocumentView => ({
  id: document.id,
  siteId: document.siteId,
  title: document.title,
  kind: document.kind,
  active: document.active,
  drawnSignature: document.drawnSignature,
  current: current ? versionView(current) : null,
});
