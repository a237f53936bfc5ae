import { CONSENT_PURPOSES, REQUIRED_PURPOSE, type ConsentChannel, type ConsentPurpose } from '#contract/consent.ts';
import type { PrivacyNotice } from './privacy-notice.ts';

/**
 * Consent as evidence (issue 31, DPDP Act 2023 s.6 and its Rules): who agreed, to which notice
 * (version and language), when, through which channel, and to which purposes, each purpose agreed
 * to on its own. Visit processing is what a visit needs; the optional purposes are separate and
 * never agreed to unless the person ticked them. Withdrawing is as easy as giving: one act, recorded
 * with its time, after which the record says which purposes no longer hold.
 *
 * The purposes, the channels and the form's rule are the contract's (`#contract/consent.ts`); this is
 * what the server keeps of them (`ConsentLedger`, docs/adr/0045-consent-and-withdrawal.md).
 */
export { CONSENT_CHANNELS, CONSENT_PURPOSES, REQUIRED_PURPOSE, type ConsentChannel, type ConsentPurpose } from '#contract/consent.ts';

/** Whose consent: a visit's visitor (by the visit) or an employee (by their account). */
export type ConsentSubject = { readonly kind: 'visit'; readonly visitId: number } | { readonly kind: 'employee'; readonly employeeId: number };

export interface ConsentGiven {
  readonly subject: ConsentSubject;
  readonly notice: PrivacyNotice;
  readonly channel: ConsentChannel;
  /** The purposes the person agreed to, as ticked. */
  readonly purposes: readonly ConsentPurpose[];
  readonly at: Date;
}

/** What is kept as evidence: the notice by its version, language and text's hash, not by a copy. */
export interface ConsentRecord {
  readonly subject: ConsentSubject;
  readonly noticeVersion: number;
  readonly noticeLanguage: string;
  readonly noticeHash: string;
  readonly channel: ConsentChannel;
  readonly purposes: readonly ConsentPurpose[];
  readonly givenAt: Date;
  readonly withdrawnAt: Date | null;
}

export type ConsentProblem = 'consent.required_purpose_missing' | 'consent.purpose_not_in_notice' | 'consent.purpose_repeated';

/**
 * The record of a consent, or what is wrong with it: the required purpose must be among those agreed
 * to (no visit without it), every purpose must be one the notice states (specific: nothing agreed to
 * that the person was not told of), and each purpose is agreed to once.
 */
export const giveConsent = (given: ConsentGiven): ConsentRecord | ConsentProblem => {
  if (new Set(given.purposes).size !== given.purposes.length) return 'consent.purpose_repeated';
  if (!given.purposes.includes(REQUIRED_PURPOSE)) return 'consent.required_purpose_missing';
  if (given.purposes.some((purpose) => !given.notice.purposes.includes(purpose))) return 'consent.purpose_not_in_notice';
  return {
    subject: given.subject,
    noticeVersion: given.notice.version,
    noticeLanguage: given.notice.language,
    noticeHash: given.notice.hash,
    channel: given.channel,
    purposes: CONSENT_PURPOSES.filter((purpose) => given.purposes.includes(purpose)),
    givenAt: given.at,
    withdrawnAt: null,
  };
};

/** Withdrawn once, at its first withdrawal: a second withdrawal changes nothing (the evidence keeps the first time). */
export const withdrawConsent = (record: ConsentRecord, at: Date): ConsentRecord => (record.withdrawnAt ? record : { ...record, withdrawnAt: at });

/** The purposes a record still allows at `at`: none once withdrawn, none before it was given. */
export const purposesHeld = (record: ConsentRecord, at: Date): readonly ConsentPurpose[] =>
  at < record.givenAt || (record.withdrawnAt !== null && at >= record.withdrawnAt) ? [] : record.purposes;

/** Whether a later notice version asks for consent again: a new version, whatever its language. */
export const needsNewConsent = (record: ConsentRecord | null, current: Pick<PrivacyNotice, 'version'>): boolean =>
  record === null || record.withdrawnAt !== null || record.noticeVersion < current.version;
