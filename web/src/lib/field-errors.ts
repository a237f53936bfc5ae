import type { z } from 'zod';

/**
 * The first message per field, for forms that show each field's error under it. Apart from
 * parse-input.ts so that the web app's forms do not load DomainError and the error-code table.
 */
export const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_form';
    errors[field] ??= issue.message;
  }
  return errors;
};
