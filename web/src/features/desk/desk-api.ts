import { MESSAGES } from '#contract/messages.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { withVisitAnswers, type VisitAnswerSchemas } from '../visits-common/visit-answers.ts';
import type { DeskListQuery } from './desk-list-query.ts';
import { photoLookupName, type DeskVisit } from './desk-visit.ts';
import { deskEntrance } from './desk-entrance.ts';

/**
 * The security desk's calls (docs/product/api.md API-CALLS), as the SPA makes them; every answer is checked
 * against its shared schema (src/contract/api/visit-answers.ts), a wrong one rejects with UnexpectedAnswerError.
 *
 * The answer checks and the payload envelope (lib/answer.ts, lib/envelope.ts with crypto-js) load with
 * the first call and at the same time as its request, as the schemas do (visit-answers.ts), rather than
 * with the page: the lists' rows arrive enveloped, but their request is not, so the envelope is fetched
 * while the request is on its way (page weight, bench/bundle-budget.ts; the kiosk's calls do the same).
 * A call that seals its input waits for the envelope first; the list's own call has loaded it by then.
 */
const loadAnswer = () => import('../../lib/answer.ts');
const loadEnvelope = async () => (await import('../../lib/envelope.ts')).envelope;

type Answer = Awaited<ReturnType<typeof loadAnswer>>;

/** The request's body, the schemas and the answer checks to read it with. */
const withAnswer = async <Body>(request: Promise<Body>): Promise<[Body, VisitAnswerSchemas, Answer]> => {
  const [[body, schemas], answer] = await Promise.all([withVisitAnswers(request), loadAnswer()]);
  return [body, schemas, answer];
};

export type { DeskListQuery, DeskView } from './desk-list-query.ts';

/** A `{ details }` answer holding one desk record. */
const oneVisit = ([body, schemas, { openAnswer, parseAnswer }]: [unknown, VisitAnswerSchemas, Answer], call: string): DeskVisit =>
  openAnswer(schemas.deskRecordSchema, parseAnswer(schemas.detailsAnswerSchema, body, call).details, call);

export interface DeskPage {
  readonly visits: DeskVisit[];
  readonly total: number;
  /** The list goes on past `total` (the server counts up to a window: docs/adr/0003). */
  readonly totalCapped: boolean;
}

/** `GET /api/getApprovedVisitor`: one page, filtered, searched and sorted by the database. */
export const fetchDeskVisits = async (query: DeskListQuery, scope: 'all' | 'mine', signal?: AbortSignal): Promise<DeskPage> => {
  const call = 'getApprovedVisitor';
  const [answer, schemas, { openAnswer, parseAnswer }] = await withAnswer(api.get('/api/getApprovedVisitor', {
    query: {
      scope,
      view: query.view,
      filter: query.filter,
      q: query.q.trim() === '' ? undefined : query.q.trim(),
      sort: query.sort,
      order: query.order,
      page: query.page,
      pageSize: query.pageSize,
      site: query.site ?? undefined,
      entrance: query.entrance ?? undefined,
    },
    signal,
  }));
  const { details, total, totalCapped } = parseAnswer(schemas.deskListAnswerSchema, answer, call);
  return { visits: openAnswer(schemas.deskRecordListSchema, details, call), total, totalCapped };
};

export interface TimeRecorded {
  readonly message: string;
  readonly visit: DeskVisit;
}

const recordTime = async (path: '/visitorTimeIn' | '/visitorTimeOut', field: 'time_in' | 'time_out', id: number): Promise<TimeRecorded> => {
  // The time sent is ignored by the server, whose clock decides (docs/product/visits.md VIS-DESK-04).
  const envelope = await loadEnvelope();
  // The entrance this device stands at, when one is chosen (issue 30): the server checks it is at the visit's site.
  const entranceId = deskEntrance();
  const [body, schemas, { openAnswer, parseAnswer }] = await withAnswer(
    api.post(path, { encryptedId: envelope.encrypt(String(id)), [field]: new Date().toISOString(), ...(entranceId === null ? {} : { entranceId }) }),
  );
  const answer = parseAnswer(schemas.timeRecordedAnswerSchema, body, path);
  return { message: answer.message, visit: openAnswer(schemas.deskRecordSchema, answer.details, path) };
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
export const fetchLatestPhoto = async (visit: Pick<DeskVisit, 'id' | 'name'>, signal?: AbortSignal): Promise<string> => {
  const [body, schemas, { parseAnswer }] = await withAnswer(api.get('/api/latest-photo', { query: { id: visit.id, name: photoLookupName(visit.name) }, signal }));
  return parseAnswer(schemas.latestPhotoAnswerSchema, body, 'latest-photo').filename;
};

/** `POST /upload`: the JPEG as multipart `photo`, with the visit's id. */
export const uploadPhoto = async (id: number, photo: Blob): Promise<string> => {
  const form = new FormData();
  form.append('photo', photo, `visitor-${id}.jpg`);
  form.append('visitorId', String(id));
  const [body, schemas, { parseAnswer }] = await withAnswer(api.post('/upload', form));
  return parseAnswer(schemas.photoUploadedAnswerSchema, body, 'upload').filename;
};

/** One visit with its state and latest photo (`GET /fetchVisitorDetails/{enc(id)}`). */
export const fetchDeskVisit = async (id: number, signal?: AbortSignal): Promise<DeskVisit> => {
  const envelope = await loadEnvelope();
  return oneVisit(await withAnswer(api.get(`/fetchVisitorDetails/${encodeURIComponent(envelope.encrypt(String(id)))}`, { signal })), 'fetchVisitorDetails');
};

/** The visit a pass code names: `VMS:ABCD2345` from a QR code, or the code typed in any form. */
export const fetchVisitByPass = async (code: string, signal?: AbortSignal): Promise<DeskVisit> =>
  oneVisit(await withAnswer(api.get(`/api/visitor-by-pass/${encodeURIComponent(code.trim())}`, { signal })), 'visitor-by-pass');

/** Everyone checked in and not out. */
export const fetchOnSite = async (signal?: AbortSignal): Promise<{ readonly visits: DeskVisit[]; readonly onSite: number; readonly today: string }> => {
  const [body, schemas, { openAnswer, parseAnswer }] = await withAnswer(api.get('/api/on-site', { signal }));
  const answer = parseAnswer(schemas.onSiteAnswerSchema, body, 'on-site');
  return { visits: openAnswer(schemas.deskRecordListSchema, answer.details, 'on-site'), onSite: answer.onSite, today: answer.today };
};

/** The roll call as a CSV download (the server sends it as an attachment), with the stale check-ins or without. */
export const onSiteCsvUrl = (withStale: boolean): string => `/api/on-site?format=csv${withStale ? '&stale=include' : ''}`;
