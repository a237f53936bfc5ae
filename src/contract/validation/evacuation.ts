import { z } from 'zod';
import type { ErrorCode } from '../error-codes.ts';
import { EVACUATION_MARKS } from '../evacuation-marks.ts';
import { MESSAGES } from '../messages.ts';

/** `POST /api/evacuations`: the site to evacuate. */
export const startEvacuationSchema = z.object({
  siteId: z.number({ error: MESSAGES.evacuation.siteRequired }).int(MESSAGES.evacuation.siteRequired).positive(MESSAGES.evacuation.siteRequired),
});
export type StartEvacuationInput = z.output<typeof startEvacuationSchema>;

/** `PUT /api/evacuations/{id}/people/{personId}`: the person's mark. */
export const evacuationMarkSchema = z.object({
  mark: z.enum(EVACUATION_MARKS, { error: MESSAGES.evacuation.markInvalid }),
});
export type EvacuationMarkInput = z.output<typeof evacuationMarkSchema>;

/** Each field's code when its rule fails. */
export const EVACUATION_INPUT_CODES: Readonly<Record<string, ErrorCode>> = {
  siteId: 'evacuation.site_invalid',
  mark: 'evacuation.mark_invalid',
};
