import { z } from 'zod';

/** Any e-mail address (a visitor's), checked the way zod checks addresses. */
/** The longest address (RFC 5321's path limit); forms cap typing at it. */
export const EMAIL_MAX = 254;

export const emailSchema = (message: string) => z.string().max(EMAIL_MAX, message).pipe(z.email({ error: message }));
