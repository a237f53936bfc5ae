/**
 * A privacy notice (issue 31; DPDP Rules: itemised data and purposes, in English or an Eighth
 * Schedule language at the person's choice): one version in one language. Each version is a file per
 * language (`src/privacy/notices/<version>.<language>.md`), so adding a language is adding a file.
 * The head of each file says its version, its language (and that language's own name), the purposes it
 * states and, optionally, each purpose's label in that language (`label.photo_badge_reuse: …`, the
 * box the person ticks); the body is what the person reads, with the site's own facts filled in
 * (`{site}`, `{grievanceEmail}`, `{retentionDays}`).
 */
export interface PrivacyNotice {
  readonly version: number;
  /** ISO 639-1: `en`, `hi`, … */
  readonly language: string;
  /** The language's own name (`हिन्दी`), for the choice of language; the code when the file names none. */
  readonly languageName: string;
  /** The words of the button that gives consent, in this language (`continue:`), else `Agree and continue`. */
  readonly button: string;
  /** Each purpose's label in this language, where the file gives one. */
  readonly labels: Readonly<Record<string, string>>;
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

const HEAD = /^---\n((?:[a-z_.]+: [^\n]+\n)+)---\n/;

export type NoticeProblem = 'notice.head_invalid' | 'notice.purpose_unknown' | 'notice.required_purpose_missing' | 'notice.placeholder_unknown';

/** The head and the body of a notice file, or what is wrong with it. */
export const parseNoticeFile = (text: string, known: readonly string[], required: string): Omit<PrivacyNotice, 'hash'> | NoticeProblem => {
  const head = HEAD.exec(text);
  if (!head) return 'notice.head_invalid';
  const fields = new Map(
    head[1]!
      .trimEnd()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2).trim()] as const),
  );
  const version = fields.get('version') ?? '';
  const language = fields.get('language') ?? '';
  const listed = fields.get('purposes');
  if (!/^[1-9]\d{0,4}$/.test(version) || !/^[a-z]{2}$/.test(language) || !listed || !/^[a-z_, ]+$/.test(listed)) return 'notice.head_invalid';
  const purposes = listed.split(',').map((purpose) => purpose.trim());
  if (purposes.some((purpose) => !known.includes(purpose))) return 'notice.purpose_unknown';
  if (!purposes.includes(required)) return 'notice.required_purpose_missing';
  const labels = Object.fromEntries([...fields].filter(([key]) => key.startsWith('label.') && purposes.includes(key.slice(6))).map(([key, label]) => [key.slice(6), label]));
  const body = text.slice(head[0].length);
  if ([...body.matchAll(/\{(\w+)\}/g)].some((match) => !['site', 'grievanceEmail', 'retentionDays'].includes(match[1]!))) return 'notice.placeholder_unknown';
  return { version: Number(version), language, languageName: fields.get('name') ?? language, button: fields.get('continue') ?? 'Agree and continue', labels, purposes, body };
};

/** The body with the site's facts in it: what the person reads, and what the evidence's hash is of. */
export const fillNotice = (body: string, facts: NoticeFacts): string =>
  body.replaceAll('{site}', facts.site).replaceAll('{grievanceEmail}', facts.grievanceEmail).replaceAll('{retentionDays}', String(facts.retentionDays));
