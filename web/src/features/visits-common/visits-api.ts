import { messageAnswerSchema, type MessageAnswer } from '../../../../src/shared/api/enveloped.ts';
import {
  activeEmployeeListSchema,
  deskRecordSchema,
  detailsAnswerSchema,
  passCreatedAnswerSchema,
  visitorRecordListSchema,
  type ActiveEmployee,
  type PassCreatedAnswer,
  type VisitorRecord,
} from '../../../../src/shared/api/visit-answers.ts';
import { api } from '../../lib/api-client.ts';
import { openAnswer, parseAnswer } from '../../lib/answer.ts';
import { envelope } from '../../lib/envelope.ts';
import type { PassPayload } from './pass-payload.ts';

/**
 * The visits calls of decisions.md section 4, as the SPA makes them: payloads and path values
 * enveloped, every answer checked against its shared schema (src/shared/api/visit-answers.ts); an
 * answer of the wrong shape rejects with UnexpectedAnswerError.
 */

export type { ActiveEmployee };

/** An enveloped value for a path segment. */
const sealed = (value: string): string => encodeURIComponent(envelope.encrypt(value));

/** Approved employees who can host a visitor (security and admin only). */
export const fetchActiveEmployees = async (signal?: AbortSignal): Promise<ActiveEmployee[]> => {
  const call = 'getActiveEmployee';
  return openAnswer(activeEmployeeListSchema, parseAnswer(detailsAnswerSchema, await api.get('/getActiveEmployee', { signal }), call).details, call);
};

export const createPass = async (payload: PassPayload): Promise<PassCreatedAnswer> =>
  parseAnswer(passCreatedAnswerSchema, await api.post('/api/visitorForm', { encryptedData: envelope.encrypt(payload) }), 'visitorForm');

/** The pass a link names, read with the link's token (public). */
export const fetchVisitorByLink = async (phone: string, token: string, signal?: AbortSignal): Promise<VisitorRecord | null> => {
  const call = 'fetchVisitorData';
  const body = parseAnswer(detailsAnswerSchema, await api.get(`/fetchVisitorData/${sealed(phone)}`, { query: { token }, signal }), call);
  return openAnswer(visitorRecordListSchema, body.details, call)[0] ?? null;
};

export const submitVisitorDetails = async (details: Readonly<Record<string, unknown>>, token: string): Promise<MessageAnswer> =>
  parseAnswer(messageAnswerSchema, await api.post('/api/visitorDetails', { encryptedData: envelope.encrypt(details), token }), 'visitorDetails');

/** The host's own visitors: only those who sent their details (`submittedOnly`, the approval list) or all. */
export const fetchHostVisitors = async (ownEmail: string, submittedOnly: boolean, signal?: AbortSignal): Promise<VisitorRecord[]> => {
  const call = 'fetch-visitorData';
  const body = parseAnswer(detailsAnswerSchema, await api.get(`/fetch-visitorData/${sealed(ownEmail)}/${String(submittedOnly)}`, { signal }), call);
  return openAnswer(visitorRecordListSchema, body.details, call);
};

export const approveVisitor = async (id: number): Promise<MessageAnswer> =>
  parseAnswer(messageAnswerSchema, await api.post(`/approveVisitor/${sealed(String(id))}`), 'approveVisitor');

/** One visit with everything the detail view shows (the server sends the desk's record). */
export const fetchVisitorDetails = async (id: number, signal?: AbortSignal): Promise<VisitorRecord> => {
  const call = 'fetchVisitorDetails';
  return openAnswer(deskRecordSchema, parseAnswer(detailsAnswerSchema, await api.get(`/fetchVisitorDetails/${sealed(String(id))}`, { signal }), call).details, call);
};
