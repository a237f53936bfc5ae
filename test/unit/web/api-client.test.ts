import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError, apiErrorOf, apiRequest } from '../../../web/src/lib/api-client.ts';

const fields = (error: ApiError) => ({ status: error.status, code: error.code, message: error.message });

describe('the API client\'s errors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should keep the status, the code and the product\'s message of an error answer', () => {
    expect(fields(apiErrorOf(409, { errmessage: MESSAGES.time.notToday, code: 'visit.not_today' }))).toEqual({
      status: 409,
      code: 'visit.not_today',
      message: MESSAGES.time.notToday,
    });
    expect(fields(apiErrorOf(400, { errmessage: MESSAGES.details.addressTooShort, code: 'input.invalid', field: 'address' }))).toEqual({
      status: 400,
      code: 'input.invalid',
      message: MESSAGES.details.addressTooShort,
    });
  });

  it('should read check-session\'s `{ message, code }` alike', () => {
    expect(fields(apiErrorOf(401, { message: MESSAGES.session.destroyed, code: 'session.destroyed' }))).toEqual({
      status: 401,
      code: 'session.destroyed',
      message: MESSAGES.session.destroyed,
    });
  });

  it('should call an answer without a code http.internal from 500 up, and codeless below', () => {
    expect(fields(apiErrorOf(502, '<html>Bad gateway</html>'))).toEqual({ status: 502, code: 'http.internal', message: MESSAGES.http.internal });
    expect(fields(apiErrorOf(404, null))).toEqual({ status: 404, code: null, message: 'Request failed (404)' });
  });

  it('should reject a call with an ApiError made from the JSON error body', async () => {
    const body = JSON.stringify({ errmessage: MESSAGES.time.alreadyIn, code: 'visit.already_checked_in' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 409, headers: { 'Content-Type': 'application/json' } })));
    const failure: unknown = await apiRequest('/visitorTimeIn', { body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(fields(failure as ApiError)).toEqual({ status: 409, code: 'visit.already_checked_in', message: MESSAGES.time.alreadyIn });
  });

  it('should call an unreachable server http.unavailable with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    const failure: unknown = await apiRequest('/api/anything').catch((error: unknown) => error);
    expect(fields(failure as ApiError)).toEqual({ status: 0, code: 'http.unavailable', message: MESSAGES.http.unavailable });
  });
});
