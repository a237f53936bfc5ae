import { z } from 'zod';

/**
 * A value sealed with the payload envelope (src/contract/envelope): `hex(iv):hex(ciphertext)`. The
 * answer schemas name, beside each enveloped field, the schema of what it holds once opened.
 */
export const envelopedSchema = z.string().regex(/^[0-9a-f]+:[0-9a-f]+$/i, 'not an enveloped value');

/** `{ message }`: the product's words for a call that worked. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** `{ result }` with the product's words (registration, setting a password). */
export const resultMessageAnswerSchema = z.object({ result: z.string() });
export type ResultMessageAnswer = z.infer<typeof resultMessageAnswerSchema>;
