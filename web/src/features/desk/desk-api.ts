import { MESSAGES } from '../../../../src/shared/messages.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';
import type { DeskListQuery } from './desk-list-query.ts';
import { photoLookupName, toDeskVisit, toDeskVisits, type DeskVisit } from './desk-visit.ts';

/** The security desk's calls (decisions.md section 4), as the SPA makes them. */

export type { DeskListQuery, DeskView } from './desk-list-query.ts';

const detailsOf = (body: unknown): unknown => envelope.decryptJson((body as { details?: unknown } | null)?.details);

const oneVisit = (body: unknown): DeskVisit => {
  const visit = toDeskVisit(detailsOf(body));
  if (!visit) throw new Error('The visitor record could not be read.');
  return visit;
};

export interface DeskPage {
  readonly visits: DeskVisit[];
  readonly total: number;
  /** The list goes on past `total` (the server counts up to a window: docs/adr/0003). */
  readonly totalCapped: boolean;
}

/** `GET /api/getApprovedVisitor`: one page, filtered, searched and sorted by the database. */
export const fetchDeskVisits = async (query: DeskListQuery, scope: 'all' | 'mine', signal?: AbortSignal): Promise<DeskPage> => {
  const body = await api.get<{ details?: unknown; total?: unknown; totalCapped?: unknown }>('/api/getApprovedVisitor', {
    query: {
      scope,
      view: query.view,
      filter: query.filter,
      q: query.q.trim() === '' ? undefined : query.q.trim(),
      sort: query.sort,
      order: query.order,
      page: query.page,
      pageSize: query.pageSize,
    },
    signal,
  });
  const visits = toDeskVisits(detailsOf(body));
  return { visits, total: typeof body.total === 'number' ? body.total : visits.length, totalCapped: body.totalCapped === true };
};

export interface TimeRecorded {
  readonly message: string;
  readonly visit: DeskVisit;
}

const recordTime = async (path: '/visitorTimeIn' | '/visitorTimeOut', field: 'time_in' | 'time_out', id: number): Promise<TimeRecorded> => {
  // The time sent is ignored by the server, whose clock decides (decisions.md section 2).
  const body = await api.post<{ message?: string; details?: unknown }>(path, { encryptedId: envelope.encrypt(String(id)), [field]: new Date().toISOString() });
  return { message: body.message ?? '', visit: oneVisit(body) };
};

export const recordTimeIn = (id: number) => recordTime('/visitorTimeIn', 'time_in', id);
export const recordTimeOut = (id: number) => recordTime('/visitorTimeOut', 'time_out', id);

/** A refusal in the server's words; the description's fallback when it gave none; its network wording offline. */
export const timeFailureMessage = (error: unknown, what: 'in' | 'out'): string => {
  const words = what === 'in' ? { failed: MESSAGES.time.inFailed, offline: MESSAGES.time.inError } : { failed: MESSAGES.time.outFailed, offline: MESSAGES.time.outError };
  if (!(error instanceof ApiError) || error.status === 0) return words.offline;
  if (error.status >= 500 || error.code === null) return words.failed;
  return error.message;
};

/** `GET /api/latest-photo`: the newest photo's file name; an ApiError 404 when there is none. */
export const fetchLatestPhoto = async (visit: Pick<DeskVisit, 'id' | 'name'>, signal?: AbortSignal): Promise<string> => {
  const body = await api.get<{ filename?: unknown }>('/api/latest-photo', { query: { id: visit.id, name: photoLookupName(visit.name) }, signal });
  if (typeof body.filename !== 'string' || body.filename === '') throw new ApiError(404, MESSAGES.photo.notAvailable, 'photo.not_available');
  return body.filename;
};

/** `POST /upload`: the JPEG as multipart `photo`, with the visit's id. */
export const uploadPhoto = async (id: number, photo: Blob): Promise<string> => {
  const form = new FormData();
  form.append('photo', photo, `visitor-${id}.jpg`);
  form.append('visitorId', String(id));
  const body = await api.post<{ success?: boolean; filename?: string }>('/upload', form);
  return body.filename ?? '';
};

/** One visit with its state and latest photo (`GET /fetchVisitorDetails/{enc(id)}`). */
export const fetchDeskVisit = async (id: number, signal?: AbortSignal): Promise<DeskVisit> =>
  oneVisit(await api.get(`/fetchVisitorDetails/${encodeURIComponent(envelope.encrypt(String(id)))}`, { signal }));

/** The visit a pass code names: `VMS:ABCD2345` from a QR code, or the code typed in any form. */
export const fetchVisitByPass = async (code: string, signal?: AbortSignal): Promise<DeskVisit> =>
  oneVisit(await api.get(`/api/visitor-by-pass/${encodeURIComponent(code.trim())}`, { signal }));

/** Everyone checked in and not out. */
export const fetchOnSite = async (signal?: AbortSignal): Promise<DeskVisit[]> => toDeskVisits(detailsOf(await api.get('/api/on-site', { signal })));

/** The roll call as a CSV download (the server sends it as an attachment). */
export const ON_SITE_CSV_URL = '/api/on-site?format=csv';
