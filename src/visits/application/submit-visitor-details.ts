import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { VisitorDetailsInput } from '#contract/validation/visitor-details.ts';
import type { EmployeeDirectory } from '../../identity/application/employee-directory.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import type { ConsentLedger } from '../../privacy/application/consent-ledger.ts';
import type { DocumentSigning } from '../../documents/application/document-signing.ts';
import type { LinkTokens } from './link-token.ts';
import type { VisitScreening, VisitorPassRepository } from './ports.ts';
import { toVisitRecord } from './visit-record.ts';

/**
 * `POST /api/visitorDetails`: the visitor's own details, once, before the link expires. The row is
 * locked while it is checked and written, so two submissions racing each other cannot both land.
 * Of the ID the visitor gave only its kind and last four characters arrive here (the schema keeps no
 * more, docs/product/README.md DEV-03), so no full number is stored, logged or audited.
 */
export class SubmitVisitorDetails {
  constructor(
    private readonly passes: VisitorPassRepository,
    private readonly directory: EmployeeDirectory,
    private readonly links: LinkTokens,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly screening: VisitScreening,
    private readonly consents: ConsentLedger,
    private readonly documents: DocumentSigning,
  ) {}

  async execute(token: unknown, details: VisitorDetailsInput): Promise<{ message: string }> {
    const link = this.links.signedLinkOf(token);
    return this.unitOfWork.run(async () => {
      const pass = await this.passes.findByIdForUpdate(link.passId);
      if (!pass || pass.anonymisedAt) throw new DomainError('link.invalid');
      // A cancelled visit says so whichever of its links is used; a link replaced by a resent one says that (link.superseded).
      if (pass.isCancelled()) throw new DomainError('link.cancelled');
      this.links.requireCurrent(link, pass);
      pass.submitDetails(
        {
          name: details.name,
          phone: details.mobileNo,
          placeToVisit: details.placeToVisit,
          selectedOption: details.selectedOption,
          ppeOptions: { helmet: details.ppeOptions.helmet ?? false, goggles: details.ppeOptions.goggles ?? false, earPlug: details.ppeOptions.earPlug ?? false, safetyShoes: details.ppeOptions.safetyShoes ?? false },
          comingFrom: details.comingFrom,
          address: details.address,
          purposeOfVisit: details.purposeOfVisit,
          additionalVisitorOption: details.additionalVisitorOption,
          additionalVisitors: details.additionalVisitors,
          idKind: details.id?.kind ?? null,
          idLast4: details.id?.last4 ?? null,
        },
        this.clock.now(),
      );
      // The consent given on the notice step (issue 31), at the visit's site: kept with the details, or neither.
      await this.consents.record({ subject: { kind: 'visit', visitId: pass.id }, siteId: pass.siteId, channel: 'link', consent: details.consent, at: this.clock.now() });
      // The terms (ADR 57): the site's documents signed on this form where it has any (ADR 54), else the box; or nothing is kept.
      const signer = { visitId: pass.id, siteId: pass.siteId, phone: details.mobileNo, name: details.name, email: pass.email };
      await this.documents.sign(signer, 'link', details, this.clock.now(), { type: 'visitor', label: `visitor:${pass.passCode}` });
      // The watchlist (issue 13), with the name, phone and ID last four the visitor gave; the answer is the same either way.
      await this.screening.screen({ visitId: pass.id, siteId: pass.siteId, name: details.name, phone: details.mobileNo, idKind: pass.idKind, idLast4: pass.idLast4 }, 'details');
      const hosts = await this.directory.byIds([pass.hostId]);
      await this.events.record({ type: 'visit.details_submitted', visit: toVisitRecord(pass, hosts.get(pass.hostId)) });
      this.audit.record({
        actor: { type: 'visitor', label: `visitor:${pass.passCode}` },
        action: 'visit.details_submitted',
        subjectType: 'visit',
        subjectId: pass.id,
        details: { idGiven: details.id?.kind ?? null, additionalVisitors: details.additionalVisitors },
      });
      return { message: MESSAGES.submission.detailsSubmitted };
    });
  }
}
