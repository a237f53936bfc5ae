/**
 * A privacy notice (issue 31; DPDP Rules: itemised data and purposes, in English or an Eighth
 * Schedule language at the person's choice): one version in one language. Each version is a file per
 * language (`src/privacy/notices/<version>.<language>.md`), so adding a language is adding a file.
 * The head of each file says its version and the purposes it states; the body is what the person reads,
 * with the site's own facts filled in (`{site}`, `{grievanceEmail}`, `{retentionDays}`).
 */
export interface PrivacyNotice {
  readonly version: number;
  /** ISO 639-1: `en`, `hi`, … */
  readonly language: string;
  /** The purposes it states (consent.ts CONSENT_PURPOSES): a consent may name these and no other. */
  readonly purposes: readonly string[];
  readonly body: string;
  /** SHA-256 of the text the person read, hex: the evidence names it. */
  readonly hash: string;
}

/** The site's facts a notice names. */
export interface NoticeFacts {
  readonly site: string;
  readonly grievanceEmail: string;
  readonly retentionDays: number;
}

const HEAD = /^---\nversion: (\d+)\nlanguage: ([a-z]{2})\npurposes: ([a-z_, ]+)\n---\n/;

export type NoticeProblem = 'notice.head_invalid' | 'notice.purpose_unknown' | 'notice.required_purpose_missing' | 'notice.placeholder_unknown';

/** The head and the body of a notice file, or what is wrong with it. */
export const parseNoticeFile = (text: string, known: readonly string[], required: string): Omit<PrivacyNotice, 'hash'> | NoticeProblem => {
  const head = HEAD.exec(text);
  if (!head) return 'notice.head_invalid';
  const purposes = head[3]!.split(',').map((purpose) => purpose.trim());
  if (purposes.some((purpose) => !known.includes(purpose))) return 'notice.purpose_unknown';
  if (!purposes.includes(required)) return 'notice.required_purpose_missing';
  const body = text.slice(head[0].length);
  if ([...body.matchAll(/\{(\w+)\}/g)].some((match) => !['site', 'grievanceEmail', 'retentionDays'].includes(match[1]!))) return 'notice.placeholder_unknown';
  return { version: Number(head[1]), language: head[2]!, purposes, body };
};

/** The body with the site's facts in it: what the person reads, and what the evidence's hash is of. */
export const fillNotice = (body: string, facts: NoticeFacts): string =>
  body.replaceAll('{site}', facts.site).replaceAll('{grievanceEmail}', facts.grievanceEmail).replaceAll('{retentionDays}', String(facts.retentionDays));
