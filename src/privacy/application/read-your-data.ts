import type { YourDataAnswer } from '#contract/api/rights-answers.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { FileStorage } from '../../platform/ports/file-storage.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { formatSiteDateTime } from '#contract/visit-time.ts';
import { PrivacyRequest } from '../domain/privacy-request.ts';
import type { PrivacyRequestRepository, VisitorDataDocument, VisitorHoldings } from './rights-ports.ts';
import type { RightsSubject, RightsSubjects } from './rights-subjects.ts';
import { yourDataView } from './your-data-view.ts';

export type DownloadFormat = 'json' | 'pdf';

export interface DataFile {
  readonly filename: string;
  readonly contentType: string;
  readonly body: Uint8Array;
}

/**
 * The visitor's access right (docs/product/privacy.md PRIV-RIGHTS-02, -03): everything held of them
 * across their visits, on the page and as a download (JSON, or a readable PDF). Reading the page is
 * not logged (a mail scanner may open it); each download is an access request, recorded as answered,
 * with its audit entry.
 */
export class ReadYourData {
  constructor(
    private readonly subjects: RightsSubjects,
    private readonly holdings: VisitorHoldings,
    private readonly requests: PrivacyRequestRepository,
    private readonly document: VisitorDataDocument,
    private readonly storage: FileStorage,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly timeZone: string,
  ) {}

  async execute(token: unknown): Promise<YourDataAnswer> {
    return this.view(await this.subjects.of(token));
  }

  async download(token: unknown, format: DownloadFormat): Promise<DataFile> {
    const who = await this.subjects.of(token);
    const now = this.clock.now();
    await this.unitOfWork.run(async () => {
      const request = new PrivacyRequest({ kind: 'access', subjectHash: who.hash, visitId: who.visitId, madeAt: now, outcome: `Downloaded as ${format.toUpperCase()}.` });
      await this.requests.add(request);
      this.audit.record({
        actor: { type: 'visitor', label: `visitor:${who.reference}` },
        action: 'privacy.data_downloaded',
        subjectType: 'visit',
        subjectId: who.visitId,
        details: { format, visits: who.visits.length },
      });
    });
    const data = await this.view(who);
    const stem = `your-data-${who.reference.toLowerCase()}`;
    if (format === 'json') return { filename: `${stem}.json`, contentType: 'application/json; charset=utf-8', body: new TextEncoder().encode(JSON.stringify(data, null, 2)) };
    return { filename: `${stem}.pdf`, contentType: 'application/pdf', body: await this.document.pdf(data, formatSiteDateTime(now, this.timeZone)) };
  }

  /** A photo's thumbnail, only of one of the link's visitor's visits (`rights.visit_not_yours` otherwise). */
  async photo(token: unknown, photoId: number): Promise<Uint8Array> {
    const who = await this.subjects.of(token);
    const key = await this.holdings.photoKeyOf(who.visits.map((visit) => visit.visitId), photoId);
    const file = key ? await this.storage.get(key) : null;
    if (!file) throw new DomainError('rights.visit_not_yours');
    return file;
  }

  private async view(who: RightsSubject): Promise<YourDataAnswer> {
    // One after another: they share the request's connection.
    const consents = await this.holdings.consentsOf(who.visits.map((visit) => visit.visitId));
    const signatures = await this.holdings.signaturesOf(who.visits.map((visit) => visit.visitId));
    // The outbox does not record whom a mail is about: to an address another visitor shares, none is listed (ADR 59).
    const mailsWithheld = await this.holdings.addressShared(who.identity);
    const mails = who.identity.email && !mailsWithheld ? await this.holdings.mailsTo(who.identity.email) : [];
    const requests = await this.requests.ofSubject(who.hash);
    return yourDataView(who, { consents, mails, mailsWithheld, requests, signatures }, this.timeZone, this.clock.now());
  }
}
