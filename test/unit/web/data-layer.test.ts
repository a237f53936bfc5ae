import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/lib/api-client.ts';
import { UnexpectedAnswerError } from '../../../web/src/lib/answer.ts';
import { isTransientFailure, MAX_READ_RETRIES, shouldRetryRead } from '../../../web/src/lib/query-policy.ts';
import { deskKeys } from '../../../web/src/features/desk/desk-keys.ts';
import { pastEndPage } from '../../../web/src/features/desk/use-desk-visits.ts';
import { linkLoadForError } from '../../../web/src/features/visitor-details-form/use-visitor-link.ts';
import { MESSAGES } from '#contract/messages.ts';
import { readDeskQuery } from '../../../web/src/features/desk/desk-list-query.ts';

describe('the data layer retries reads only when trying again can help', () => {
  it('retries a network failure (status 0) and a server failure (5xx)', () => {
    expect(isTransientFailure(new ApiError(0, 'offline', 'http.unavailable'))).toBe(true);
    expect(isTransientFailure(new ApiError(500, 'failed', 'http.internal'))).toBe(true);
    expect(isTransientFailure(new ApiError(503, 'failed', null))).toBe(true);
  });

  it('never retries a 4xx answer: the server decided, and would decide the same again', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(isTransientFailure(new ApiError(status, 'no', null))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(404, 'Not found', 'photo.not_available'))).toBe(false);
  });

  it('never retries a malformed answer, an aborted call or anything that is not an ApiError', () => {
    expect(isTransientFailure(new UnexpectedAnswerError('call', 'details: required'))).toBe(false);
    expect(isTransientFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isTransientFailure(new Error('boom'))).toBe(false);
  });

  it(`tries a transient failure at most ${MAX_READ_RETRIES} more times`, () => {
    const offline = new ApiError(0, 'offline', 'http.unavailable');
    const tries = Array.from({ length: 5 }, (_, failureCount) => shouldRetryRead(failureCount, offline));
    expect(tries).toEqual([true, true, false, false, false]);
  });
});

describe('desk query keys', () => {
  const query = (search: string) => readDeskQuery(new URLSearchParams(search));

  it('name each list by scope and by what the address asks, so that the same address is the same list', () => {
    const same = (a: string, b: string, scope: 'all' | 'mine' = 'all') => hashKey(deskKeys.list('all', query(a))) === hashKey(deskKeys.list(scope, query(b)));
    expect(same('view=history&page=2', 'page=2&view=history')).toBe(true);
    expect(same('', 'view=active&filter=all&sort=time&order=asc&page=1')).toBe(true);
    expect(same('', '', 'mine')).toBe(false);
    expect(same('page=2', 'page=3')).toBe(false);
    expect(same('q=ravi', 'q=ravi&view=history')).toBe(false);
  });

  it('keep every list under lists() and everything under the desk, so that one write can mark them stale', () => {
    const prefix = (key: readonly unknown[], of: readonly unknown[]) => of.every((part, index) => key[index] === part);
    expect(prefix(deskKeys.list('mine', query('q=ravi')), deskKeys.lists())).toBe(true);
    for (const key of [deskKeys.lists(), deskKeys.visit(7), deskKeys.onSite(), deskKeys.latestPhoto(7), deskKeys.recordTime()]) expect(prefix(key, deskKeys.all)).toBe(true);
    expect(prefix(deskKeys.onSite(), deskKeys.lists())).toBe(false);
    expect(deskKeys.visit(7)).not.toEqual(deskKeys.visit(8));
  });
});

describe('the desk list past its end', () => {
  const query = (search: string) => readDeskQuery(new URLSearchParams(search));
  const page = (rows: number, total: number) => ({ visits: Array.from({ length: rows }, (_, id) => ({ id }) as never), total, totalCapped: false });

  it('goes to the last page that has rows when a later page came back empty (rows went away meanwhile)', () => {
    expect(pastEndPage(query('page=5'), page(0, 60))).toBe(3);
    expect(pastEndPage(query('page=3&size=10'), page(0, 20))).toBe(2);
    expect(pastEndPage(query('page=2'), page(0, 1))).toBe(1);
  });

  it('stays on a page with rows, on the first page, and on an empty list', () => {
    expect(pastEndPage(query('page=2'), page(10, 35))).toBeNull();
    expect(pastEndPage(query(''), page(0, 0))).toBeNull();
    expect(pastEndPage(query('page=4'), page(0, 0))).toBeNull();
  });
});

describe('what a failed look-up of a visitor link shows', () => {
  const prefill = { name: 'Ravi', phone: '9876543210', date: '20-11-2026', time: '11:00 AM', expiresAt: new Date('2026-11-20T18:29:59Z') };
  const before = new Date('2026-11-20T10:00:00Z');
  const after = new Date('2026-11-21T10:00:00Z');

  it("shows the link's state when the server's code names it, and an invalid link for a bare 400", () => {
    expect(linkLoadForError(new ApiError(410, 'gone', 'link.expired'), prefill, before)).toEqual({ state: 'status', status: 'expired' });
    expect(linkLoadForError(new ApiError(409, 'used', 'link.already_submitted'), prefill, before)).toEqual({ state: 'status', status: 'submitted' });
    expect(linkLoadForError(new ApiError(400, 'Request failed (400)', null), prefill, before)).toEqual({ state: 'status', status: 'invalid' });
  });

  it("falls back on the token's own expiry, then on the server's words, when the server could not say", () => {
    const offline = new ApiError(0, MESSAGES.http.unavailable, 'http.unavailable');
    expect(linkLoadForError(offline, prefill, after)).toEqual({ state: 'status', status: 'expired' });
    expect(linkLoadForError(offline, prefill, before)).toEqual({ state: 'unreachable', message: MESSAGES.http.unavailable });
    expect(linkLoadForError(new Error('boom'), prefill, before)).toEqual({ state: 'unreachable', message: MESSAGES.http.internal });
  });
});
