import { api } from '../../lib/api-client.ts';
import { envelope } from '../../lib/envelope.ts';
import type { PassPayload } from './pass-payload.ts';
import { isVisitorRecord, toVisitorList, type VisitorRecord } from './visitor-record.ts';

/** The visits calls of decisions.md section 4, as the SPA makes them: payloads and path values enveloped. */

/** An enveloped value for a path segment. */
const sealed = (value: string): string => encodeURIComponent(envelope.encrypt(value));

const detailsOf = (body: unknown): unknown => envelope.decryptJson((body as { details?: unknown } | null)?.details);

export interface ActiveEmployee {
  readonly emp_email: string;
  readonly emp_id: string;
  readonly emp_name: string;
}

const isActiveEmployee = (value: unknown): value is ActiveEmployee =>
  value !== null && typeof value === 'object' && typeof (value as ActiveEmployee).emp_email === 'string' && typeof (value as ActiveEmployee).emp_id === 'string';

/** Approved employees who can host a visitor (security and admin only). */
export const fetchActiveEmployees = async (signal?: AbortSignal): Promise<ActiveEmployee[]> => {
  const list = detailsOf(await api.get('/getActiveEmployee', { signal }));
  return Array.isArray(list) ? list.filter(isActiveEmployee) : [];
};

export const createPass = (payload: PassPayload) =>
  api.post<{ message: string; id: number }>('/api/visitorForm', { encryptedData: envelope.encrypt(payload) });

/** The pass a link names, read with the link's token (public). */
export const fetchVisitorByLink = async (phone: string, token: string, signal?: AbortSignal): Promise<VisitorRecord | null> => {
  const list = toVisitorList(detailsOf(await api.get(`/fetchVisitorData/${sealed(phone)}`, { query: { token }, signal })));
  return list[0] ?? null;
};

export const submitVisitorDetails = (details: Readonly<Record<string, unknown>>, token: string) =>
  api.post<{ message: string }>('/api/visitorDetails', { encryptedData: envelope.encrypt(details), token });

/** The host's own visitors: only those who sent their details (`submittedOnly`, the approval list) or all. */
export const fetchHostVisitors = async (ownEmail: string, submittedOnly: boolean, signal?: AbortSignal): Promise<VisitorRecord[]> =>
  toVisitorList(detailsOf(await api.get(`/fetch-visitorData/${sealed(ownEmail)}/${String(submittedOnly)}`, { signal })));

export const approveVisitor = (id: number) => api.post<{ message: string }>(`/approveVisitor/${sealed(String(id))}`);

export const fetchVisitorDetails = async (id: number, signal?: AbortSignal): Promise<VisitorRecord> => {
  const visitor = detailsOf(await api.get(`/fetchVisitorDetails/${sealed(String(id))}`, { signal }));
  if (!isVisitorRecord(visitor)) throw new Error('The visitor record could not be read.');
  return visitor;
};
