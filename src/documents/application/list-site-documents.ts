import type { SiteDocumentView } from '#contract/api/document-answers.ts';
import { publisherAt, type DocumentCaller } from './document-caller.ts';
import { documentView } from './document-views.ts';
import type { SiteDocumentRepository } from './ports.ts';

/** `GET /api/site-documents?site=`, `vms sites documents list`: a site's documents with their current versions. */
export class ListSiteDocuments {
  constructor(private readonly documents: SiteDocumentRepository) {}

  async execute(caller: DocumentCaller, siteId: number): Promise<SiteDocumentView[]> {
    publisherAt(caller, siteId);
    return (await this.documents.ofSite(siteId)).map(({ document, current }) => documentView(document, current));
  }
}
