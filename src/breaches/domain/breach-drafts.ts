import { BREACH_DATA_KIND_LABELS } from '#contract/breach-data-kinds.ts';
import type { BreachNoticeDraft } from '#contract/api/breach-answers.ts';
import type { BoardReportInput } from '#contract/validation/breach.ts';
import type { Breach } from './breach.ts';

/** How the drafts say a time: the site's clock is not one clock when a breach spans sites, so the installation's zone, named. */
export type TimeText = (at: Date) => string;

/** Where the breach happened, in words: the sites' names, or every site. */
const whereText = (siteNames: readonly string[] | null): string => (siteNames === null ? 'all our sites' : siteNames.join(', '));

const kindsText = (breach: Breach): string => breach.dataKinds.map((kind) => BREACH_DATA_KIND_LABELS[kind]).join('; ');

/**
 * The notice to one affected person (DPDP Rules 2025, r.7(1)): in plain language, the description of
 * the breach (its nature, extent, timing and location), the likely consequences for them, the measures
 * taken and to be taken, what they can do to keep themselves safe, and whom to contact. One draft for
 * the screen's preview and the mail (docs/product/privacy-breaches.md, BR-4).
 */
export const breachNoticeDraft = (breach: Breach, person: { readonly name: string }, context: { readonly siteNames: readonly string[] | null; readonly time: TimeText }): BreachNoticeDraft => ({
  subject: 'Important: a breach of personal data we hold about you',
  greeting: `Dear ${person.name}`,
  sections: [
    {
      heading: 'What happened',
      text: `${breach.summary}\n\nThis happened between ${context.time(breach.occurredFrom)} and ${context.time(breach.occurredTo)}, at ${whereText(context.siteNames)}. We became aware of it on ${context.time(breach.awareAt)}. You are receiving this because we held your personal data there at that time.`,
    },
    { heading: 'Which of your data', text: `The breach concerns: ${kindsText(breach)}. We never keep full ID numbers, so none was exposed.` },
    { heading: 'What it may mean for you', text: breach.impact },
    { heading: 'What we have done and will do', text: breach.measures },
    {
      heading: 'What you can do',
      text: 'Be careful with calls, messages or e-mails that mention your visit or ask for personal details, passwords or one-time codes: we will never ask for them. Do not open unexpected links or attachments. If something you did not expect happens, tell us at the contact below.',
    },
    { heading: 'Whom to contact', text: `${breach.contactName}, ${breach.contactEmail}, answers for us about this breach and your questions on it. Write to them, or reply to this mail.` },
  ],
});

/**
 * The report to the Board as drafted from the record until an admin saves their own (r.7(2)(b)): the
 * facts from what was recorded, the mitigation from the measures taken, and the intimations from the
 * notices on record; the findings about who caused it and the remedies are the admin's to write.
 */
export const boardReportDraft = (
  breach: Breach,
  context: { readonly siteNames: readonly string[] | null; readonly time: TimeText; readonly noticesQueued: number; readonly withoutEmail: number },
): BoardReportInput => ({
  facts: `${breach.summary}\n\nWindow: ${context.time(breach.occurredFrom)} to ${context.time(breach.occurredTo)}. Became aware: ${context.time(breach.awareAt)}. Sites: ${whereText(context.siteNames)}. Data concerned: ${kindsText(breach)}.\n\nLikely impact: ${breach.impact}`,
  mitigation: breach.measures,
  causeFindings: '',
  remedies: '',
  intimations: breach.noticesSentAt
    ? `Notices were sent by e-mail on ${context.time(breach.noticesSentAt)} to ${context.noticesQueued} people affected. ${context.withoutEmail} people affected have no e-mail on record.`
    : `No notices sent yet. ${context.withoutEmail} people affected have no e-mail on record.`,
});

/** The report's parts as saved, or the draft when none is. */
export const boardReportOf = (breach: Breach, draft: () => BoardReportInput): BoardReportInput =>
  breach.reportSaved
    ? {
        facts: breach.reportFacts ?? '',
        mitigation: breach.reportMitigation ?? '',
        causeFindings: breach.reportCauseFindings ?? '',
        remedies: breach.reportRemedies ?? '',
        intimations: breach.reportIntimations ?? '',
      }
    : draft();
