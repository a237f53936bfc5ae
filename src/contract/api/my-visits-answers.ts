import { z } from 'zod';
import { envelopedSchema } from './enveloped.ts';

/**
 * `GET /api/my-visits`: one page of the caller's own visits, every state (deskRecordListSchema once
 * opened: each with its `visit_state`, `cancelled` included), and how many match in all.
 */
export const myVisitsAnswerSchema = z.object({
  details: envelopedSchema,
  total: z.number().int().nonnegative(),
});
export type MyVisitsAnswer = z.infer<typeof myVisitsAnswerSchema>;

/** `POST /api/my-visits/{id}/resend-link` and `POST /api/my-visits/{id}/cancel`: the product's words. */
export { messageAnswerSchema, type MessageAnswer } from './enveloped.ts';
