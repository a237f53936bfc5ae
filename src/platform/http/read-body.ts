import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { z } from 'zod';
import type { ErrorCode } from '#contract/error-codes.ts';
import { DomainError } from '#kernel/domain-error.ts';
import type { PayloadEnvelope } from '#contract/envelope/envelope-format.ts';
import { jsonNestingExceeds } from '#contract/json-nesting.ts';
import { isStorableValue } from '#contract/storable-text.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';

/** A JSON object, not a list, a string, a number or null: the one shape every body and every enveloped form has. */
const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The request's JSON object; a body that is not one is a 400, never a 500. Its nesting is checked on
 * the text, before it is parsed and walked (issue 27). Only a JSON body gets here: the request frame
 * refuses every other type of body (body-type-check.ts).
 */
export const readJsonObject = async (c: Context): Promise<Record<string, unknown>> => {
  let text: string;
  try {
    // Read from Node's request before the routes when the app runs under @hono/node-server.
    text = (c as Context<AppEnv>).get('jsonText') ?? (await c.req.text());
  } catch {
    throw new DomainError('input.unreadable');
  }
  if (jsonNestingExceeds(text)) throw new DomainError('input.too_deep');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError('input.unreadable');
  }
  if (!isJsonObject(body)) throw new DomainError('input.unreadable');
  if (!isStorableValue(body)) throw new DomainError('input.invalid_character');
  return body;
};

/**
 * An enveloped form, before any rule reads it: a JSON object, or the unreadable request's 400 whatever
 * else was enveloped (a list, a string, a number, null), the same on every route (issue 27: `[]` to
 * `POST /api/visitorForm` reached a cross-field rule and answered 500).
 */
export const openObject = (envelope: PayloadEnvelope, value: unknown): Record<string, unknown> => {
  const payload = envelope.decryptJson(value);
  if (!isJsonObject(payload)) throw new DomainError('input.unreadable');
  return payload;
};

/**
 * Opens an enveloped value and checks it with the form's own schema: an empty value fails with
 * `Data to decrypt is undefined`, a malformed one or one that is not an object with a clear 400, a
 * rule with the form's message.
 */
export const openPayload = <Schema extends z.ZodType>(envelope: PayloadEnvelope, value: unknown, schema: Schema, codes?: Readonly<Record<string, ErrorCode>>): z.output<Schema> =>
  parseInput(schema, openObject(envelope, value), codes);

/** Opens an enveloped plain string (an e-mail in a path, an id). */
export const openText = (envelope: PayloadEnvelope, value: unknown): string => envelope.decrypt(value);
