import type { IncomingMessage } from 'node:http';
import { DomainError } from '#kernel/domain-error.ts';

/** `application/json` and its `+json` kinds, with or without parameters. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** Node's request when the app runs under @hono/node-server (`c.env.incoming`); undefined in process (`app.request`). */
export const incomingOf = (env: unknown): IncomingMessage | undefined => (env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** Whether a Content-Type is JSON: the one body type every route but a file upload takes. */
export const isJsonType = (contentType: string): boolean => JSON_TYPE.test(contentType);

export const isJsonBody = (incoming: IncomingMessage): boolean => isJsonType(incoming.headers['content-type'] ?? '');

/**
 * A JSON request's body read straight from Node's request, at most `limit` bytes (issue 10): asking
 * Hono for the body made @hono/node-server build a whole web `Request` with a web stream over Node's,
 * and Hono's body limit a second one around it, about 8 % of a check-in's CPU. A declared or actual
 * size over the limit is `tooLarge` (`http.payload_too_large`, as the body limit answers, unless a
 * route says what only can make its body that large), a request that breaks
 * off is `input.unreadable`; the text is UTF-8 without a leading byte order mark, as `Request.json()`
 * reads it.
 */
/** What a body over its limit is refused with: the general refusal, or the rule of what alone makes a route's body that large. */
export type BodyTooLargeCode = 'http.payload_too_large' | 'photo.too_large' | 'document.pdf_too_large';

export const readJsonText = (incoming: IncomingMessage, limit: number, tooLarge: BodyTooLargeCode = 'http.payload_too_large'): Promise<string> =>
  new Promise((done, fail) => {
    const declared = incoming.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      fail(new DomainError(tooLarge));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onBroken);
      incoming.off('aborted', onBroken);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        fail(new DomainError(tooLarge));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      const text = Buffer.concat(chunks, size).toString('utf8');
      done(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    };
    const onBroken = () => {
      stop();
      fail(new DomainError('input.unreadable'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onBroken);
    incoming.on('aborted', onBroken);
  });
