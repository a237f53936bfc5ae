import type { ActiveEmployee, DeskRecord, HostVisitorRecord, LinkRecord, MessageAnswer, PassCreatedAnswer } from '#contract/api/visit-answers.ts';
import { api } from '../../lib/api-client.ts';
import { openAnswer, parseAnswer } from '../../lib/answer.ts';
import { envelope } from '../../lib/envelope.ts';
import type { PassPayload } from './pass-payload.ts';
import { withVisitAnswers } from './visit-answers.ts';

/**
 * The visits calls of docs/product/api.md API-CALLS, as the SPA makes them: payloads and path values
 * enveloped, every answer checked against its shared schema (src/contract/api/visit-answers.ts); an
 * answer of the wrong shape rejects with UnexpectedAnswerError.
 */

export type { ActiveEmployee };

/** An enveloped value for a path segment. */
const sealed = (value: string): string => encodeURIComponent(envelope.encrypt(value));

/** Approved employees who can host a visitor (security and admin only). */
export const fetchActiveEmployees = async (signal?: AbortSignal): Promise<ActiveEmployee[]> => {
  const call = 'getActiveEmployee';
  const [body, schemas] = await withVisitAnswers(api.get('/getActiveEmployee', { signal }));
  return openAnswer(schemas.activeEmployeeListSchema, parseAnswer(schemas.detailsAnswerSchema, body, call).details, call);
};

export const createPass = async (payload: PassPayload): Promise<PassCreatedAnswer> => {
  const [body, schemas] = await withVisitAnswers(api.post('/api/visitorForm', { encryptedData: envelope.encrypt(payload) }));
  return parseAnswer(schemas.passCreatedAnswerSchema, body, 'visitorForm');
};

/** The pass a link names, read with the link's token (public). */
export const fetchVisitorByLink = async (phone: string, token: string, signal?: AbortSignal): Promise<LinkRecord | null> => {
  const call = 'fetchVisitorData';
  const [body, schemas] = await withVisitAnswers(api.get(`/fetchVisitorData/${sealed(phone)}`, { query: { token }, signal }));
  return openAnswer(schemas.linkRecordListSchema, parseAnswer(schemas.detailsAnswerSchema, body, call).details, call)[0] ?? null;
};

export const submitVisitorDetails = async (details: Readonly<Record<string, unknown>>, token: string): Promise<MessageAnswer> => {
  const [body, schemas] = await withVisitAnswers(api.post('/api/visitorDetails', { encryptedData: envelope.encrypt(details), token }));
  return parseAnswer(schemas.messageAnswerSchema, body, 'visitorDetails');
};

/** The host's own visitors, each with where it stands: only those who sent their details (`submittedOnly`, the approval list) or all. */
export const fetchHostVisitors = async (ownEmail: string, submittedOnly: boolean, signal?: AbortSignal): Promise<HostVisitorRecord[]> => {
  const call = 'fetch-visitorData';
  const [body, schemas] = await withVisitAnswers(api.get(`/fetch-visitorData/${sealed(ownEmail)}/${String(submittedOnly)}`, { signal }));
  return openAnswer(schemas.hostVisitorRecordListSchema, parseAnswer(schemas.detailsAnswerSchema, body, call).details, call);
};

export const approveVisitor = async (id: number): Promise<MessageAnswer> => {
  const [body, schemas] = await withVisitAnswers(api.post(`/approveVisitor/${sealed(String(id))}`));
  return parseAnswer(schemas.messageAnswerSchema, body, 'approveVisitor');
};

/** One visit with everything the detail view shows (the server sends the desk's record). */
export const fetchVisitorDetails = async (id: number, signal?: AbortSignal): Promise<DeskRecord> => {
  const call = 'fetchVisitorDetails';
  const [body, schemas] = await withVisitAnswers(api.get(`/fetchVisitorDetails/${sealed(String(id))}`, { signal }));
  return openAnswer(schemas.deskRecordSchema, parseAnswer(schemas.detailsAnswerSchema, body, call).details, call);
};
