import { privacyRequestDue, type CorrectableField, type PrivacyRequestKind, type PrivacyRequestStatus } from '#contract/privacy-rights.ts';
import { DomainError } from '#kernel/domain-error.ts';

export interface NewPrivacyRequest {
  readonly kind: PrivacyRequestKind;
  /** A keyed hash of the visitor's e-mail and phone (ADR 59): who asked, without a copy of either. */
  readonly subjectHash: string;
  /** The visit whose mail's link the request came through; the answer is mailed to its address. */
  readonly visitId: number;
  readonly madeAt: Date;
  readonly correction?: { readonly visitId: number; readonly field: CorrectableField; readonly value: string };
  readonly text?: string;
  /** Set for a request answered as it is made (an access, an erasure with nothing kept). */
  readonly outcome?: string;
  /** The visits an erasure had to keep, for the later completion. */
  readonly keptVisitIds?: readonly number[];
}

/**
 * A visitor's request about their data (issue 31, docs/product/privacy.md PRIV-RIGHTS-06), and its
 * outcome: the log the DPDP Act asks the company to be able to show. It holds what the request needs
 * (the field and the value asked for, the grievance's text) and no other personal data.
 */
export class PrivacyRequest {
  id!: number;
  kind: PrivacyRequestKind;
  subjectHash: string;
  visitId: number;
  status: PrivacyRequestStatus;
  madeAt: Date;
  dueAt: Date;
  correctionVisitId: number | null;
  field: CorrectableField | null;
  value: string | null;
  text: string | null;
  keptVisitIds: number[];
  outcome: string | null;
  handledBy: string | null = null;
  handledAt: Date | null = null;

  constructor(props: NewPrivacyRequest) {
    this.kind = props.kind;
    this.subjectHash = props.subjectHash;
    this.visitId = props.visitId;
    this.madeAt = props.madeAt;
    this.dueAt = privacyRequestDue(props.kind, props.madeAt);
    this.correctionVisitId = props.correction?.visitId ?? null;
    this.field = props.correction?.field ?? null;
    this.value = props.correction?.value ?? null;
    this.text = props.text ?? null;
    this.keptVisitIds = [...(props.keptVisitIds ?? [])];
    this.outcome = props.outcome ?? null;
    this.status = props.outcome !== undefined && this.keptVisitIds.length === 0 ? 'done' : 'open';
    if (props.outcome !== undefined) {
      this.handledBy = 'system:rights';
      this.handledAt = props.madeAt;
    }
  }

  /** An admin's answer (a correction, a grievance) or the completion of a deferred erasure: once. */
  resolve(status: Exclude<PrivacyRequestStatus, 'open'>, outcome: string, by: string, at: Date): void {
    if (this.status !== 'open') throw new DomainError('rights.request_already_resolved');
    this.status = status;
    this.outcome = outcome;
    this.handledBy = by;
    this.handledAt = at;
  }
}
