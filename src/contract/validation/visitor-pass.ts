import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { timeToSlot } from '../visit-time.ts';
import { EVEN_WITH_OTHER_ERRORS, failedAlready } from './cross-field.ts';
import { emailSchema } from './email.ts';
import { companyEmailSchema, phoneSchema } from './identity-fields.ts';
import { otherVisitorTypeSchema, slotStillOpen, visitDateSchema, visitorNameSchema, visitorTypeSchema, visitTimeSchema, type SiteClock } from './visit-fields.ts';
import { PASS_NAME_MAX } from './visit-typing.ts';

export { PASS_NAME_MAX };

/** A field the description's payload sends and the server does not use: text, or the unreadable request's words. */
const unreadWireText = z.string({ error: MESSAGES.http.invalidPayload }).optional();

/**
 * The Visitor Pass Form (docs/product/visits.md VIS-PASS) and the body of `POST /api/visitorForm`: the
 * description's payload (visitorType, name, phoneNumber, date, time, empEmail, empId, role,
 * emailInput) plus the "Others" text and the visitor's optional e-mail.
 */
export const visitorPassSchema = (clock: SiteClock, domain: string) =>
  z
    .object({
      phoneNumber: phoneSchema,
      visitorType: visitorTypeSchema,
      visitorTypeOther: z.string({ error: MESSAGES.pass.otherRequired }).optional(),
      name: visitorNameSchema(PASS_NAME_MAX, MESSAGES.pass.nameRequired, MESSAGES.pass.nameTooLong),
      date: visitDateSchema(clock),
      time: visitTimeSchema,
      visitorEmail: z
        .string({ error: MESSAGES.pass.visitorEmailInvalid })
        .trim()
        .toLowerCase()
        .optional()
        .transform((value) => value || null)
        .pipe(emailSchema(MESSAGES.pass.visitorEmailInvalid).nullable()),
      /** The host, chosen by the desk; everyone else is the host of their own passes. */
      empEmail: z
        .string({ error: MESSAGES.email.finalInvalid })
        .trim()
        .optional()
        .transform((value) => value || null)
        .pipe(companyEmailSchema(domain).nullable()),
      /** The site the visit is at (issue 30); unset: the host's home site. The server checks it exists. */
      siteId: z
        .number({ error: MESSAGES.pass.siteInvalid })
        .int(MESSAGES.pass.siteInvalid)
        .positive(MESSAGES.pass.siteInvalid)
        .nullable()
        .default(null),
      // The description's payload carries these; the server takes the host and the role from the session.
      empId: unreadWireText,
      role: unreadWireText,
      emailInput: unreadWireText,
    })
    // Run even when other fields fail, so the form shows these messages together with the others.
    .superRefine((pass, context) => {
      if (pass.visitorType === 'Others') {
        const other = otherVisitorTypeSchema.safeParse(typeof pass.visitorTypeOther === 'string' ? pass.visitorTypeOther : '');
        if (!other.success) context.addIssue({ code: 'custom', path: ['visitorTypeOther'], message: other.error.issues[0]!.message });
      }
      if (!failedAlready(context.issues, 'date', 'time') && !slotStillOpen(pass.date, timeToSlot(pass.time), clock)) {
        context.addIssue({ code: 'custom', path: ['time'], message: MESSAGES.pass.timePast });
      }
    }, EVEN_WITH_OTHER_ERRORS)
    .transform((pass) => ({
      ...pass,
      visitorTypeOther: pass.visitorType === 'Others' ? (pass.visitorTypeOther ?? '').trim() : null,
    }));

export type VisitorPassInput = z.output<ReturnType<typeof visitorPassSchema>>;
