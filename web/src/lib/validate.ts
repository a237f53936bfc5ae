import type { z } from 'zod';
import { fieldErrors } from './field-errors.ts';

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * Checks a form's values with its shared schema: the parsed data, or the first message of each
 * field (keyed by the field's path, e.g. `visitorTypeOther`), in the schema's own words.
 */
export const validate = <Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): { ok: true; data: z.output<Schema> } | { ok: false; errors: FieldErrors } => {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
};
