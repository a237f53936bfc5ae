import type { SiteDocumentView } from '#contract/api/document-answers.ts';
import type { SiteDocumentInput } from '#contract/site-documents.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { SiteDirectory } from '../../sites/application/site-directory.ts';
import { SiteDocument } from '../domain/site-document.ts';
import { publisherAt, type DocumentCaller } from './document-caller.ts';
import { documentView } from './document-views.ts';
import type { SiteDocumentRepository } from './ports.ts';

/** `POST /api/site-documents`, `vms sites documents add`: a site's new document, without a version yet (PRIV-DOCS-01). Audited. */
export class AddSiteDocument {
  constructor(
    private readonly documents: SiteDocumentRepository,
    private readonly sites: SiteDirectory,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(caller: DocumentCaller, input: SiteDocumentInput): Promise<SiteDocumentView> {
    const actor = publisherAt(caller, input.siteId);
    if (!(await this.sites.byId(input.siteId))) throw new DomainError('document.not_found');
    const document = new SiteDocument(input, actor.label, this.clock.now());
    await this.unitOfWork.run(async () => {
      await this.documents.add(document);
      this.audit.record({ actor, action: 'document.added', subjectType: 'site_document', subjectId: document.id, details: { siteId: input.siteId, title: input.title, kind: input.kind, drawnSignature: input.drawnSignature } });
    });
    return documentView(document, null);
  }
}
