import {
  deskListAnswerSchema,
  deskRecordListSchema,
  deskRecordSchema,
  detailsAnswerSchema,
  latestPhotoAnswerSchema,
  onSiteAnswerSchema,
  photoUploadedAnswerSchema,
  timeRecordedAnswerSchema,
} from '../../../../src/shared/api/visit-answers.ts';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { openAnswer, parseAnswer } from '../../lib/answer.ts';
import { envelope } from '../../lib/envelope.ts';
import type { DeskListQuery } from './desk-list-query.ts';
import { photoLookupName, type DeskVisit } from './desk-visit.ts';

/**
 * The security desk's calls (decisions.md section 4), as the SPA makes them; every answer is checked
 * against its shared schema (src/shared/api/visit-answers.ts), a wrong one rejects with UnexpectedAnswerError.
 */

export type { DeskListQuery, DeskView } from './desk-list-query.ts';

/** A `{ details }` answer holding one desk record. */
const oneVisit = (body: unknown, call: string): DeskVisit => openAnswer(deskRecordSchema, parseAnswer(detailsAnswerSchema, body, call).details, call);

export interface DeskPage {
  readonly visits: DeskVisit[];
  readonly total: number;
  /** The list goes on past `total` (the server counts up to a window: docs/adr/0003). */
  readonly totalCapped: boolean;
}

/** `GET /api/getApprovedVisitor`: one page, filtered, searched and sorted by the database. */
export const fetchDeskVisits = async (query: DeskListQuery, scope: 'all' | 'mine', signal?: AbortSignal): Promise<DeskPage> => {
  const call = 'getApprovedVisitor';
  const answer = await api.get('/api/getApprovedVisitor', {
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
  const { details, total, totalCapped } = parseAnswer(deskListAnswerSchema, answer, call);
  return { visits: openAnswer(deskRecordListSchema, details, call), total, totalCapped };
};

export interface TimeRecorded {
  readonly message: string;
  readonly visit: DeskVisit;
}

const recordTime = async (path: '/visitorTimeIn' | '/visitorTimeOut', field: 'time_in' | 'time_out', id: number): Promise<TimeRecorded> => {
  // The time sent is ignored by the server, whose clock decides (decisions.md section 2).
  const answer = parseAnswer(timeRecordedAnswerSchema, await api.post(path, { encryptedId: envelope.encrypt(String(id)), [field]: new Date().toISOString() }), path);
  return { message: answer.message, visit: openAnswer(deskRecordSchema, answer.details, path) };
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

/** `GET /api/latest-photo`: the newest photo's file name; the server's ApiError 404 (`photo.not_available`) when there is none. */
export const fetchLatestPhoto = async (visit: Pick<DeskVisit, 'id' | 'name'>, signal?: AbortSignal): Promise<string> =>
  parseAnswer(latestPhotoAnswerSchema, await api.get('/api/latest-photo', { query: { id: visit.id, name: photoLookupName(visit.name) }, signal }), 'latest-photo').filename;

/** `POST /upload`: the JPEG as multipart `photo`, with the visit's id. */
export const uploadPhoto = async (id: number, photo: Blob): Promise<string> => {
  const form = new FormData();
  form.append('photo', photo, `visitor-${id}.jpg`);
  form.append('visitorId', String(id));
  return parseAnswer(photoUploadedAnswerSchema, await api.post('/upload', form), 'upload').filename;
};

/** One visit with its state and latest photo (`GET /fetchVisitorDetails/{enc(id)}`). */
export const fetchDeskVisit = async (id: number, signal?: AbortSignal): Promise<DeskVisit> =>
  oneVisit(await api.get(`/fetchVisitorDetails/${encodeURIComponent(envelope.encrypt(String(id)))}`, { signal }), 'fetchVisitorDetails');

/** The visit a pass code names: `VMS:ABCD2345` from a QR code, or the code typed in any form. */
export const fetchVisitByPass = async (code: string, signal?: AbortSignal): Promise<DeskVisit> =>
  oneVisit(await api.get(`/api/visitor-by-pass/${encodeURIComponent(code.trim())}`, { signal }), 'visitor-by-pass');

/** Everyone checked in and not out. */
export const fetchOnSite = async (signal?: AbortSignal): Promise<DeskVisit[]> =>
  openAnswer(deskRecordListSchema, parseAnswer(onSiteAnswerSchema, await api.get('/api/on-site', { signal }), 'on-site').details, 'on-site');

/** The roll call as a CSV download (the server sends it as an attachment). */
export const ON_SITE_CSV_URL = '/api/on-site?format=csv';
