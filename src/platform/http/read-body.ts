import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { z } from 'zod';
import { DomainError } from '../../shared/domain-error.ts';
import type { PayloadEnvelope } from '../../shared/envelope/envelope-format.ts';
import { isStorableValue } from '../../shared/storable-text.ts';
import { parseInput } from '../../shared/validation/parse-input.ts';

/** The request's JSON object; a body that is not one is a 400, never a 500. */
export const readJsonObject = async (c: Context): Promise<Record<string, unknown>> => {
  let body: unknown;
  try {
    // Read from Node's request before the routes when the app runs under @hono/node-server.
    const text = (c as Context<AppEnv>).get('jsonText');
    body = text === undefined ? await c.req.json() : JSON.parse(text);
  } catch {
    throw new DomainError('input.unreadable');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new DomainError('input.unreadable');
  }
  if (!isStorableValue(body)) throw new DomainError('input.invalid_character');
  return body as Record<string, unknown>;
};

/**
 * Opens an enveloped value and checks it with the form's own schema: an empty value fails with
 * `Data to decrypt is undefined`, a malformed one with a clear 400, a rule with the form's message.
 */
export const openPayload = <Schema extends z.ZodType>(envelope: PayloadEnvelope, value: unknown, schema: Schema): z.output<Schema> =>
  parseInput(schema, envelope.decryptJson(value));

/** Opens an enveloped plain string (an e-mail in a path, an id). */
export const openText = (envelope: PayloadEnvelope, value: unknown): string => envelope.decrypt(value);
