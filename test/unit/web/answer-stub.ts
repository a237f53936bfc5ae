import { expect, vi } from 'vitest';
import { UnexpectedAnswerError } from '../../../web/src/lib/answer.ts';

/** The server answers every call with this body (status 200). */
export const answering = (body: unknown): void => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));
};

/** The UnexpectedAnswerError the call rejects with (the test fails when it resolves or rejects otherwise). */
export const failureOf = async (call: Promise<unknown>): Promise<UnexpectedAnswerError> => {
  const failure: unknown = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(UnexpectedAnswerError);
  return failure as UnexpectedAnswerError;
};
