import { z } from 'zod';
import { consentSchema } from '../consent.ts';
import { documentSignaturesSchema } from './document-signature.ts';
import { MESSAGES } from '../messages.ts';
import { PPE_ITEMS } from '../visitor-options.ts';
import { EVEN_WITH_OTHER_ERRORS } from './cross-field.ts';
import { phoneSchema } from './identity-fields.ts';
import {
  aadhaarSchema,
  addressSchema,
  comingFromSchema,
  placeToVisitSchema,
  ppeOptionsSchema,
  purposeSchema,
  siteOptionSchema,
  visitorNameSchema,
  visitTimeSchema,
  yesNoSchema,
} from './visit-fields.ts';
import { idKindSchema, idNumberProblem, keptIdOf, type KeptId } from './visitor-id.ts';
import { DETAILS_NAME_MAX } from './visit-typing.ts';

export { DETAILS_NAME_MAX };

/**
 * The Visitor Details Form (docs/product/visits.md VIS-DETAILS) and the body of `POST /api/visitorDetails`.
 * The date and time come from the pass (the host set them); the form shows them read-only.
 */
export const visitorDetailsSchema = z
  .object({
    placeToVisit: placeToVisitSchema,
    selectedOption: siteOptionSchema,
    ppeOptions: ppeOptionsSchema.optional().transform((value) => value ?? Object.fromEntries(PPE_ITEMS.map((item) => [item, false]))),
    dateOfVisit: z.string({ error: MESSAGES.pass.dateRequired }).trim().min(1, MESSAGES.pass.dateRequired),
    name: visitorNameSchema(DETAILS_NAME_MAX, MESSAGES.details.nameRequired, MESSAGES.details.nameTooLong),
    comingFrom: comingFromSchema,
    address: addressSchema,
    mobileNo: phoneSchema,
    purposeOfVisit: purposeSchema,
    timeOfVisit: visitTimeSchema,
    /** The description's field: an Aadhaar number. The form now sends `idKind` and `idNumber`, which win when given. */
    aadharNo: aadhaarSchema,
    /** Which ID `idNumber` is (issue 31); Aadhaar when left out. */
    idKind: idKindSchema.optional(),
    idNumber: z.string({ error: MESSAGES.http.invalidPayload }).optional(),
    additionalVisitorOption: yesNoSchema,
    additionalVisitors: z.union([z.number(), z.string(), z.null()], { error: MESSAGES.details.additionalCountRequired }).optional(),
    /** The description's terms box: ticked where the site has no documents; where it has, signing them is the acceptance (terms-acceptance.ts). */
    termsAccepted: z.boolean({ error: MESSAGES.details.termsRequired }).optional(),
    /** The privacy notice read and the purposes agreed to (issue 31): the visit's is required. */
    consent: consentSchema,
    /** The site's documents signed on the form (issue 31, ADR 54); none where the site has none. */
    signatures: documentSignaturesSchema,
    // The description's payload carries the host; the server takes it from the pass.
    empEmail: z.string({ error: MESSAGES.http.invalidPayload }).optional(),
    empId: z.string({ error: MESSAGES.http.invalidPayload }).optional(),
  })
  // Run even when other fields fail, so the form shows this message together with the others.
  .superRefine((details, context) => {
    if (details.additionalVisitorOption !== 'Yes') return;
    const count = Number(details.additionalVisitors);
    if (!Number.isInteger(count) || count < 1 || count > 4) {
      context.addIssue({ code: 'custom', path: ['additionalVisitors'], message: MESSAGES.details.additionalCountRequired });
    }
  }, EVEN_WITH_OTHER_ERRORS)
  // The number is checked by its kind's rule; a kind that is not one was refused already.
  .superRefine((details, context) => {
    const number = typeof details.idNumber === 'string' ? details.idNumber.trim() : '';
    const kind = details.idKind ?? 'aadhaar';
    if (number === '' || !idKindSchema.safeParse(kind).success) return;
    const problem = idNumberProblem(kind, number);
    if (problem) context.addIssue({ code: 'custom', path: ['idNumber'], message: problem });
  }, EVEN_WITH_OTHER_ERRORS)
  // Only the kind and the last four characters go on: the full number stops here (docs/product/README.md DEV-03).
  .transform(({ aadharNo, idKind, idNumber, ...details }) => {
    const number = idNumber?.trim() ?? '';
    const id: KeptId | null = number !== '' ? keptIdOf(idKind ?? 'aadhaar', number) : aadharNo ? keptIdOf('aadhaar', aadharNo) : null;
    return { ...details, id, additionalVisitors: details.additionalVisitorOption === 'Yes' ? Number(details.additionalVisitors) : null };
  });

export type VisitorDetailsInput = z.output<typeof visitorDetailsSchema>;
