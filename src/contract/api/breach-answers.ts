import { z } from 'zod';
import { BREACH_DATA_KINDS } from '../breach-data-kinds.ts';

const boardClockSchema = z.object({
  dueAt: z.iso.datetime(),
  state: z.enum(['running', 'overdue', 'submitted']),
  minutesLeft: z.number().int(),
  text: z.string(),
});

/** A breach as the register lists it, with its 72-hour clock (seen at the answer's time). */
export const breachSummarySchema = z.object({
  id: z.number().int().positive(),
  summary: z.string(),
  occurredFrom: z.iso.datetime(),
  occurredTo: z.iso.datetime(),
  awareAt: z.iso.datetime(),
  dataKinds: z.array(z.enum(BREACH_DATA_KINDS)),
  /** null: every site. */
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })).nullable(),
  recordedBy: z.string(),
  recordedAt: z.iso.datetime(),
  noticesSentAt: z.iso.datetime().nullable(),
  noticesSent: z.number().int().nonnegative(),
  reportSubmittedAt: z.iso.datetime().nullable(),
  clock: boardClockSchema,
});
export type BreachSummary = z.infer<typeof breachSummarySchema>;

/** A person whose data the breach's window, sites and kinds hold: contact as held, never an ID number. */
export const affectedPersonSchema = z.object({
  kind: z.enum(['visitor', 'employee']),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Their visits (or 0 for an employee) the breach touched. */
  visits: z.number().int().nonnegative(),
  sites: z.array(z.string()),
});
export type AffectedPerson = z.infer<typeof affectedPersonSchema>;

/** A notice as the person reads it: one definition for the preview and the mail (BR-4). */
export const breachNoticeSchema = z.object({
  subject: z.string(),
  greeting: z.string(),
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
});
export type BreachNoticeDraft = z.infer<typeof breachNoticeSchema>;

const boardReportAnswerSchema = z.object({
  facts: z.string(),
  mitigation: z.string(),
  causeFindings: z.string(),
  remedies: z.string(),
  intimations: z.string(),
  /** false: the parts are the product's draft from the record, not yet saved by an admin. */
  saved: z.boolean(),
  submittedAt: z.iso.datetime().nullable(),
  submittedBy: z.string().nullable(),
});

/** `GET /api/breaches/{id}`: the record, the people affected, the notice's preview, the notices sent and the Board's report. */
export const breachDetailSchema = z.object({
  breach: breachSummarySchema.extend({
    impact: z.string(),
    measures: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
  }),
  affected: z.object({
    visitors: z.number().int().nonnegative(),
    employees: z.number().int().nonnegative(),
    /** People with no e-mail held: the notice cannot reach them by mail. */
    withoutEmail: z.number().int().nonnegative(),
    people: z.array(affectedPersonSchema),
  }),
  /** The notice to the first person with an e-mail (or to "Dear visitor" when none has one). */
  noticePreview: breachNoticeSchema,
  notices: z.array(z.object({ name: z.string(), email: z.string(), queuedAt: z.iso.datetime() })),
  report: boardReportAnswerSchema,
});
export type BreachDetail = z.infer<typeof breachDetailSchema>;

export const breachListAnswerSchema = z.object({ breaches: z.array(breachSummarySchema) });
export type BreachListAnswer = z.infer<typeof breachListAnswerSchema>;

/** `POST /api/breaches` (201), the notices' sending, the report's saving and submission: the product's message and the detail as it now is. */
export const breachChangedAnswerSchema = z.object({ message: z.string(), detail: breachDetailSchema });
export type BreachChangedAnswer = z.infer<typeof breachChangedAnswerSchema>;
