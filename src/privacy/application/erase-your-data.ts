import type { ErasureAnswer } from '#contract/api/rights-answers.ts';
import { RIGHTS_MESSAGES } from '#contract/rights-messages.ts';
import { formatSiteDateTime, siteToday } from '#contract/visit-time.ts';
import { visitState } from '#contract/visit-state.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { erasureDecision, type ErasureDecision, type KeepReason } from '../domain/erasure-policy.ts';
import { PrivacyRequest } from '../domain/privacy-request.ts';
import type { HeldVisitRecord, PrivacyRequestRepository, VisitErasure, VisitorHoldings } from './rights-ports.ts';
import type { RightsSubjects } from './rights-subjects.ts';

/** Why a visit is kept, in the product's words (PRIV-RIGHTS-05). */
export const KEEP_REASONS: Readonly<Record<KeepReason, string>> = {
  on_site: 'You are on site on this visit: it is kept until you are checked out, then erased.',
  upcoming: 'This visit has not happened yet: it is kept until the end of its day so that you can still come (your host can call it off), then erased.',
  flag_review: 'Security is reviewing this visit: it is kept until the review is closed, then erased.',
};

const lastActivity = (visit: HeldVisitRecord): Date =>
  new Date(Math.max(...[visit.createdAt, visit.submittedAt, visit.approvedAt, visit.checkIn, visit.checkOut, visit.cancelledAt, visit.declinedAt].filter((at): at is Date => at !== null).map((at) => at.getTime())));

const decide = (visits: readonly HeldVisitRecord[], now: Date): ErasureDecision[] =>
  visits.map((visit) =>
    erasureDecision({
      visitId: visit.visitId,
      state: visitState(visit, siteToday(visit.timeZone, now)),
      flagUnderReview: visit.flagUnderReview,
      visitDate: visit.visitDate,
      timeZone: visit.timeZone,
      lastActivity: lastActivity(visit),
    }),
  );

/**
 * The erasure a visitor asks for from their page (docs/product/privacy.md PRIV-RIGHTS-05): every visit
 * the policy lets go is anonymised at once by visits' shared anonymiser (the one retention uses), with
 * its photos; a visit the site must keep for now is named with why and until when, the request stays
 * open, and the hourly housekeeping erases it once the policy lets it go (`completeDeferred`). The
 * request, its outcome and an audit entry are recorded; the visitor is mailed the outcome.
 */
export class EraseYourData {
  constructor(
    private readonly subjects: RightsSubjects,
    private readonly holdings: VisitorHoldings,
    private readonly erasure: VisitErasure,
    private readonly requests: PrivacyRequestRepository,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(token: unknown): Promise<ErasureAnswer> {
    const who = await this.subjects.of(token);
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const byId = new Map(who.visits.map((visit) => [visit.visitId, visit]));
      const decisions = decide(who.visits, now);
      const erasedIds = decisions.filter((decision) => decision.erase).map((decision) => decision.visitId);
      const kept = decisions.flatMap((decision) => (decision.erase ? [] : [decision]));
      const erased = await this.erasure.erase(erasedIds, now);
      const answer = {
        message: RIGHTS_MESSAGES.erased,
        erased: decisions.flatMap((decision) => {
          const visit = byId.get(decision.visitId)!;
          return decision.erase ? [{ visitId: visit.visitId, site: visit.siteName, visitDate: visit.visitDate, logsKeptUntil: formatSiteDateTime(decision.logsKeptUntil, visit.timeZone).slice(0, 10) }] : [];
        }),
        kept: kept.map((decision) => {
          const visit = byId.get(decision.visitId)!;
          return { visitId: visit.visitId, site: visit.siteName, visitDate: visit.visitDate, until: decision.until ? formatSiteDateTime(decision.until, visit.timeZone) : null, why: KEEP_REASONS[decision.reason] };
        }),
      };
      const lines = [
        `${answer.erased.length} visit(s) erased: your details and photos on them are gone. The record that they were processed is kept for a year, as the law requires; it does not name you.`,
        ...answer.kept.map((visit) => `Visit on ${visit.visitDate} at ${visit.site}: ${visit.why}${visit.until ? ` (until ${visit.until})` : ''}`),
      ];
      const request = new PrivacyRequest({ kind: 'erasure', subjectHash: who.hash, visitId: who.visitId, madeAt: now, outcome: lines.join('\n'), keptVisitIds: kept.map((decision) => decision.visitId) });
      await this.requests.add(request);
      this.audit.record({
        actor: { type: 'visitor', label: `visitor:${who.reference}` },
        action: 'privacy.erasure_requested',
        subjectType: 'visit',
        subjectId: who.visitId,
        details: { erased: erasedIds, kept: request.keptVisitIds, photos: erased.photos },
      });
      if (who.subject.email) await this.events.record({ type: 'privacy.request_answered', requestId: request.id, kind: 'erasure', status: request.status, to: who.subject.email, lines });
      return { ...answer, requestId: request.id };
    });
  }

  /** The hourly completion: the kept visits of open erasures that the policy now lets go are erased; a request with none left is done. */
  async completeDeferred(): Promise<{ erased: number; completed: number }> {
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      let erased = 0;
      let completed = 0;
      for (const request of await this.requests.openErasuresForUpdate()) {
        const decisions = decide(await this.holdings.visitsByIds(request.keptVisitIds), now);
        const ready = decisions.filter((decision) => decision.erase).map((decision) => decision.visitId);
        erased += (await this.erasure.erase(ready, now)).visits;
        request.keptVisitIds = decisions.filter((decision) => !decision.erase).map((decision) => decision.visitId);
        if (request.keptVisitIds.length === 0) {
          request.resolve('done', `${request.outcome ?? ''}\nThe visits kept for a while are now erased.`.trim(), 'system:rights', now);
          completed += 1;
        }
        if (ready.length > 0) {
          this.audit.record({ actor: { type: 'system', label: 'system:rights' }, action: 'privacy.erasure_completed', subjectType: 'visit', subjectId: request.visitId, details: { requestId: request.id, erased: ready } });
        }
      }
      return { erased, completed };
    });
  }
}
