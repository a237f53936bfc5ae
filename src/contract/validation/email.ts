import { z } from 'zod';
import { EMAIL_MAX } from './visit-typing.ts';

/** The longest address (RFC 5321's path limit); forms cap typing at it. Zod-free in visit-typing.ts. */
export { EMAIL_MAX };

/** Any e-mail address (a visitor's), checked the way zod checks addresses. */

export const emailSchema = (message: string) => z.string().max(EMAIL_MAX, message).pipe(z.email({ error: message }));
