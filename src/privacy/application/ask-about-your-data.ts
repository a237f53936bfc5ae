import type { RequestRecordedAnswer } from '#contract/api/rights-answers.ts';
import { CORRECTABLE_FIELDS } from '#contract/privacy-rights.ts';
import { correctionRequestSchema, grievanceSchema } from '#contract/validation/privacy-rights.ts';
import { RIGHTS_MESSAGES } from '#contract/rights-messages.ts';
import { formatSiteDateTime } from '#contract/visit-time.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import type { AuditLog } from '../../platform/ports/audit-log.ts';
import type { Clock } from '../../platform/ports/clock.ts';
import type { DomainEvents } from '../../platform/ports/domain-events.ts';
import type { UnitOfWork } from '../../platform/ports/unit-of-work.ts';
import { PrivacyRequest, type NewPrivacyRequest } from '../domain/privacy-request.ts';
import type { PrivacyRequestRepository } from './rights-ports.ts';
import type { RightsSubject, RightsSubjects } from './rights-subjects.ts';

/**
 * A correction or a grievance from the visitor's page (docs/product/privacy.md PRIV-RIGHTS-04, -06):
 * recorded with its due date for the admins' queue, and the visitor is mailed that it was received
 * and by when it will be answered. A correction names one of their own visits and one field.
 */
export class AskAboutYourData {
  constructor(
    private readonly subjects: RightsSubjects,
    private readonly requests: PrivacyRequestRepository,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly timeZone: string,
  ) {}

  async correction(token: unknown, body: unknown): Promise<RequestRecordedAnswer> {
    const who = await this.subjects.of(token);
    const input = parseInput(correctionRequestSchema, body, { visitId: 'rights.correction_invalid', field: 'rights.correction_invalid', value: 'rights.correction_invalid', '': 'rights.correction_invalid' });
    if (!who.visits.some((visit) => visit.visitId === input.visitId)) throw new DomainError('rights.visit_not_yours');
    return this.record(who, { correction: input }, RIGHTS_MESSAGES.correctionRecorded, `You asked us to correct "${CORRECTABLE_FIELDS[input.field]}" on visit ${input.visitId}.`);
  }

  async grievance(token: unknown, body: unknown): Promise<RequestRecordedAnswer> {
    const who = await this.subjects.of(token);
    const input = parseInput(grievanceSchema, body, { text: 'rights.grievance_invalid', '': 'rights.grievance_invalid' });
    return this.record(who, { text: input.text }, RIGHTS_MESSAGES.grievanceRecorded, 'We received your grievance about your personal data.');
  }

  private async record(who: RightsSubject, what: Pick<NewPrivacyRequest, 'correction' | 'text'>, message: string, said: string): Promise<RequestRecordedAnswer> {
    const kind = what.correction ? 'correction' : 'grievance';
    return this.unitOfWork.run(async () => {
      const request = new PrivacyRequest({ kind, subjectHash: who.hash, visitId: who.visitId, madeAt: this.clock.now(), ...what });
      await this.requests.add(request);
      const due = formatSiteDateTime(request.dueAt, this.timeZone);
      this.audit.record({
        actor: { type: 'visitor', label: `visitor:${who.reference}` },
        action: `privacy.${kind}_requested`,
        subjectType: 'visit',
        subjectId: request.correctionVisitId ?? who.visitId,
        details: { requestId: request.id, ...(request.field ? { field: request.field } : {}) },
      });
      if (who.subject.email) {
        await this.events.record({ type: 'privacy.request_answered', requestId: request.id, kind, status: 'open', to: who.subject.email, lines: [said, `We will answer by e-mail by ${due} (request ${request.id}).`] });
      }
      return { message, requestId: request.id, due };
    });
  }
}
