import type { BreachDataKind } from '#contract/breach-data-kinds.ts';
import type { BoardReportInput, BreachInput } from '#contract/validation/breach.ts';
import { DomainError } from '#kernel/domain-error.ts';

/**
 * A personal data breach in the register (issue 31; DPDP Act 2023 s.8(6), DPDP Rules 2025 r.7): what
 * happened, when, since when the company knows (the Board's 72-hour clock), which data at which sites,
 * the likely impact, the measures taken, who answers for the company; then, once each, the notices to
 * the people affected and the detailed report to the Board.
 */
export class Breach {
  id!: number;
  summary: string;
  occurredFrom: Date;
  occurredTo: Date;
  awareAt: Date;
  dataKinds: BreachDataKind[];
  /** null: every site. */
  siteIds: number[] | null;
  impact: string;
  measures: string;
  contactName: string;
  contactEmail: string;
  recordedBy: string;
  recordedAt: Date;
  noticesSentAt: Date | null = null;
  noticesSentBy: string | null = null;
  /** The report's parts as an admin saved them; null until saved (the answer then drafts them). */
  reportFacts: string | null = null;
  reportMitigation: string | null = null;
  reportCauseFindings: string | null = null;
  reportRemedies: string | null = null;
  reportIntimations: string | null = null;
  reportSubmittedAt: Date | null = null;
  reportSubmittedBy: string | null = null;

  constructor(input: BreachInput, recordedBy: string, at: Date) {
    if (input.awareAt > at) throw new DomainError('breach.aware_invalid');
    this.summary = input.summary;
    this.occurredFrom = input.occurredFrom;
    this.occurredTo = input.occurredTo;
    this.awareAt = input.awareAt;
    this.dataKinds = [...input.dataKinds];
    this.siteIds = input.siteIds === null ? null : [...input.siteIds];
    this.impact = input.impact;
    this.measures = input.measures;
    this.contactName = input.contactName;
    this.contactEmail = input.contactEmail;
    this.recordedBy = recordedBy;
    this.recordedAt = at;
  }

  /** Saves the report's parts; refused once it is submitted (what the Board received stays as sent). */
  saveReport(report: BoardReportInput): void {
    if (this.reportSubmittedAt) throw new DomainError('breach.report_already_submitted');
    this.reportFacts = report.facts;
    this.reportMitigation = report.mitigation;
    this.reportCauseFindings = report.causeFindings;
    this.reportRemedies = report.remedies;
    this.reportIntimations = report.intimations;
  }

  /** Marks the report submitted to the Board, once, with the parts it was submitted with. */
  submitReport(report: BoardReportInput, by: string, at: Date): void {
    this.saveReport(report);
    this.reportSubmittedAt = at;
    this.reportSubmittedBy = by;
  }

  get reportSaved(): boolean {
    return this.reportFacts !== null;
  }
}

/** One notice queued to one person (each recipient's mail on record, BR-5). */
export class BreachNotice {
  id!: number;
  constructor(
    public breachId: number,
    public name: string,
    public email: string,
    public queuedAt: Date,
  ) {}
}
