import type { ApiTokenCreatedAnswer } from '#contract/api/api-token-answers.ts';
import type { CallResult, TestClient } from './test-client.ts';
import type { TestApp } from './test-app.ts';

type Answer = Partial<ApiTokenCreatedAnswer> & { errmessage?: string; code?: string };

/** An admin makes a token on the API tokens screen (the form in the payload envelope, as the SPA sends it). */
export const createApiToken = (t: TestApp, admin: TestClient, payload: Record<string, unknown>): Promise<CallResult<Answer>> =>
  admin.post<Answer>('/api/api-tokens', { encryptedData: t.envelope.encrypt(payload) });

/** The secret of a token an admin made, failing the test when the screen refused it. */
export const tokenSecret = async (t: TestApp, admin: TestClient, payload: Record<string, unknown>): Promise<{ token: string; id: number }> => {
  const created = await createApiToken(t, admin, payload);
  if (created.status !== 201 || !created.body.token || !created.body.apiToken) throw new Error(`token not made: ${JSON.stringify(created.body)}`);
  return { token: created.body.token, id: created.body.apiToken.id };
};

/** A program's call with a token: plain JSON, `Authorization: Bearer`, no cookie, no Origin (not a browser). */
export const tokenCall = async <T = Record<string, unknown>>(
  t: TestApp,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult<T>> => {
  const sent: Record<string, string> = { 'User-Agent': 'integration-test', ...headers };
  if (token !== undefined) sent['Authorization'] = `Bearer ${token}`;
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  const response = await t.request(path, { method, headers: sent, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : {}) as T, headers: response.headers };
};
