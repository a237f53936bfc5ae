import { z } from 'zod';

/** Any e-mail address (a visitor's), checked the way zod checks addresses. */
export const emailSchema = (message: string) => z.string().max(254, message).pipe(z.email({ error: message }));
