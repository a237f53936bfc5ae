import type { ConsentChannel, ConsentPurpose } from '#contract/consent.ts';
import { withdrawConsent, type ConsentRecord, type ConsentSubject } from './consent.ts';

/**
 * One consent as it is stored (`consent_record`): the evidence of consent.ts's `ConsentRecord`, with
 * its row id and the site whose notice it was. It is never deleted or changed but for its withdrawal,
 * which keeps the first time (withdrawConsent): the record is the proof, and outlives what it allowed.
 */
export class ConsentEntry {
  id!: number;
  siteId: number;
  visitId: number | null;
  employeeId: number | null;
  noticeVersion: number;
  noticeLanguage: string;
  noticeHash: string;
  channel: ConsentChannel;
  purposes: ConsentPurpose[];
  givenAt: Date;
  withdrawnAt: Date | null = null;

  constructor(record: ConsentRecord, siteId: number) {
    this.siteId = siteId;
    this.visitId = record.subject.kind === 'visit' ? record.subject.visitId : null;
    this.employeeId = record.subject.kind === 'employee' ? record.subject.employeeId : null;
    this.noticeVersion = record.noticeVersion;
    this.noticeLanguage = record.noticeLanguage;
    this.noticeHash = record.noticeHash;
    this.channel = record.channel;
    this.purposes = [...record.purposes];
    this.givenAt = record.givenAt;
  }

  subject(): ConsentSubject {
    return this.visitId !== null ? { kind: 'visit', visitId: this.visitId } : { kind: 'employee', employeeId: this.employeeId! };
  }

  record(): ConsentRecord {
    const { noticeVersion, noticeLanguage, noticeHash, channel, purposes, givenAt, withdrawnAt } = this;
    return { subject: this.subject(), noticeVersion, noticeLanguage, noticeHash, channel, purposes, givenAt, withdrawnAt };
  }

  /** Withdrawn at its first withdrawal; true when this call withdrew it. */
  withdraw(at: Date): boolean {
    if (this.withdrawnAt) return false;
    this.withdrawnAt = withdrawConsent(this.record(), at).withdrawnAt;
    return true;
  }
}
