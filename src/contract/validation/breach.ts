import { z } from 'zod';
import { BREACH_DATA_KINDS } from '../breach-data-kinds.ts';
import { MESSAGES } from '../messages.ts';
import { hasControlCharacter } from '../storable-text.ts';
import { emailSchema } from './email.ts';

import { BOARD_REPORT_FIELDS, BREACH_REPORT_MAX, BREACH_TEXT_MAX, BREACH_TEXT_MIN } from '../breach-limits.ts';

export { BOARD_REPORT_FIELDS, BREACH_REPORT_MAX, BREACH_TEXT_MAX, BREACH_TEXT_MIN };

/** A paragraph or more, written in a box: line feeds kept, other control characters refused. */
const prose = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(BREACH_TEXT_MIN, message)
    .max(BREACH_TEXT_MAX, message)
    .refine((text) => !hasControlCharacter(text, { lineFeeds: true }), message);

/** An instant with its offset (the screen sends its local time as UTC ISO). */
const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((text) => new Date(text));

/**
 * A suspected breach as an admin records it (issue 31; the screen's record dialog and the API): what
 * happened, its window, when the company became aware (the 72-hour clock starts there), the kinds of
 * data, the sites (`null`: all), the likely impact, the measures taken and who answers for the company.
 * The server also refuses an awareness in the future (it knows the time).
 */
export const breachSchema = z
  .object({
    summary: prose(MESSAGES.breaches.summaryRequired),
    occurredFrom: instant(MESSAGES.breaches.windowInvalid),
    occurredTo: instant(MESSAGES.breaches.windowInvalid),
    awareAt: instant(MESSAGES.breaches.awareInvalid),
    dataKinds: z
      .array(z.enum(BREACH_DATA_KINDS, { error: MESSAGES.breaches.kindsInvalid }), { error: MESSAGES.breaches.kindsInvalid })
      .min(1, MESSAGES.breaches.kindsInvalid)
      .transform((kinds) => [...new Set(kinds)]),
    siteIds: z
      .array(z.number({ error: MESSAGES.breaches.sitesInvalid }).int(MESSAGES.breaches.sitesInvalid).positive(MESSAGES.breaches.sitesInvalid), { error: MESSAGES.breaches.sitesInvalid })
      .min(1, MESSAGES.breaches.sitesInvalid)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
      .nullable(),
    impact: prose(MESSAGES.breaches.impactRequired),
    measures: prose(MESSAGES.breaches.measuresRequired),
    contactName: z
      .string({ error: MESSAGES.breaches.contactInvalid })
      .trim()
      .min(1, MESSAGES.breaches.contactInvalid)
      .max(100, MESSAGES.breaches.contactInvalid)
      .refine((text) => !hasControlCharacter(text), MESSAGES.breaches.contactInvalid),
    contactEmail: z.string({ error: MESSAGES.breaches.contactInvalid }).trim().pipe(emailSchema(MESSAGES.breaches.contactInvalid)),
  })
  .superRefine((breach, ctx) => {
    if (breach.occurredTo < breach.occurredFrom) ctx.addIssue({ code: 'custom', path: ['occurredTo'], message: MESSAGES.breaches.windowInvalid });
    if (breach.awareAt < breach.occurredFrom) ctx.addIssue({ code: 'custom', path: ['awareAt'], message: MESSAGES.breaches.awareInvalid });
  });
export type BreachInput = z.output<typeof breachSchema>;
/** What the screen's form sends, before parsing (times as ISO text). */
export type BreachFormValues = z.input<typeof breachSchema>;

/** Each field's own error code, for programs (parseInput's `codes`). */
export const BREACH_INPUT_CODES = {
  summary: 'breach.summary_invalid',
  occurredFrom: 'breach.window_invalid',
  occurredTo: 'breach.window_invalid',
  awareAt: 'breach.aware_invalid',
  dataKinds: 'breach.kinds_invalid',
  siteIds: 'breach.sites_invalid',
  impact: 'breach.impact_invalid',
  measures: 'breach.measures_invalid',
  contactName: 'breach.contact_invalid',
  contactEmail: 'breach.contact_invalid',
} as const;

const reportPart = z
  .string({ error: MESSAGES.breaches.reportInvalid })
  .trim()
  .max(BREACH_REPORT_MAX, MESSAGES.breaches.reportInvalid)
  .refine((text) => !hasControlCharacter(text, { lineFeeds: true }), MESSAGES.breaches.reportInvalid);

/**
 * The detailed report to the Data Protection Board, with the parts rule 7(2)(b) asks for: the broad
 * facts (events, circumstances, reasons), the measures to mitigate the risk, any findings about who
 * caused it, the remedial measures to prevent a recurrence, and the report on the intimations given.
 */
export const boardReportSchema = z.object({
  facts: reportPart,
  mitigation: reportPart,
  causeFindings: reportPart,
  remedies: reportPart,
  intimations: reportPart,
});
export type BoardReportInput = z.output<typeof boardReportSchema>;

export const BOARD_REPORT_INPUT_CODES = {
  facts: 'breach.report_invalid',
  mitigation: 'breach.report_invalid',
  causeFindings: 'breach.report_invalid',
  remedies: 'breach.report_invalid',
  intimations: 'breach.report_invalid',
} as const;
