import type { KioskBadge, KioskDeviceChangeAnswer, KioskSelfAnswer, KioskVisit, KioskWalkIn } from '#contract/api/kiosk-answers.ts';
import type { DocumentsToSignAnswer, DocumentToSign } from '#contract/api/document-answers.ts';
import type { DocumentSignatureInput } from '#contract/site-documents.ts';
import type { WalkInInput } from '#contract/validation/kiosk.ts';
import { api } from '../../lib/api-client.ts';

/**
 * The reception kiosk's calls (docs/adr/0014-reception-kiosk.md), each answer checked against its
 * shared schema (src/contract/api/kiosk-answers.ts). The schemas and the payload envelope load with the
 * first call, not with the page, so that the start screen carries neither zod nor crypto-js
 * (bench/bundle-budget.ts).
 */
const loadSchemas = () =>
  Promise.all([
    import('#contract/api/kiosk-answers.ts'),
    import('#contract/api/enveloped.ts'),
    import('../../lib/answer.ts'),
    import('../../lib/envelope.ts'),
  ]);

/** A request's input, sealed in the payload envelope as every input is (docs/product/api.md API-ENVELOPE-01). */
const sealed = async (input: object) => ({ encryptedData: (await import('../../lib/envelope.ts')).envelope.encrypt(input) });

/**
 * What the visitor typed or showed to find their visit: the phone number (with the pass's PIN where the
 * installation asks for it), or the QR code's text (`VMS:ABCD2345`).
 */
export type KioskLookup = { readonly phone: string; readonly pin?: string } | { readonly qr: string };

/** Why the visitor came to the tablet: arriving (an appointment) or leaving. */
export type KioskPurpose = 'arrive' | 'leave';

/** `GET /api/kiosk/me`: this device as a kiosk; a 401 (`kiosk.required`) when it is not one (or no longer). */
export const fetchKioskSelf = async (signal?: AbortSignal): Promise<KioskSelfAnswer> => {
  const [body, [answers, , { parseAnswer }]] = await Promise.all([api.get('/api/kiosk/me', signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.kioskSelfAnswerSchema, body, 'kiosk/me');
};

/**
 * `POST /api/kiosk/devices`: a security user or admin makes this device a kiosk (the server ends their own session here),
 * at an entrance of its site when one is chosen (issue 30).
 */
export const startKiosk = async ({ name, entranceId }: { readonly name: string; readonly entranceId: number | null }): Promise<KioskDeviceChangeAnswer> => {
  const [body, [answers, , { parseAnswer }]] = await Promise.all([api.post('/api/kiosk/devices', await sealed({ name, ...(entranceId === null ? {} : { entranceId }) })), loadSchemas()]);
  return parseAnswer(answers.kioskDeviceChangeAnswerSchema, body, 'kiosk/devices');
};

/** `POST /api/kiosk/appointments/lookup` or `/departures/lookup`: today's visit of that phone number or pass. */
export const lookUpVisit = async (purpose: KioskPurpose, lookup: KioskLookup): Promise<KioskVisit> => {
  const path = purpose === 'arrive' ? '/api/kiosk/appointments/lookup' : '/api/kiosk/departures/lookup';
  const [body, [answers, , { parseAnswer, openAnswer }]] = await Promise.all([api.post(path, await sealed(lookup)), loadSchemas()]);
  const { details } = parseAnswer(answers.kioskLookupAnswerSchema, body, path);
  return openAnswer(answers.kioskVisitSchema, details, path);
};

/**
 * `POST /api/kiosk/documents`: the site's documents the visitor of a lookup's ticket signs before the
 * check-in (issue 31, PRIV-DOCS-03); none for most returning visitors, and the check-in is one tap.
 */
export const fetchKioskDocuments = async (ticket: string, signal?: AbortSignal): Promise<DocumentToSign[]> => {
  const [body, [, , { parseAnswer }], { documentsToSignAnswerSchema }] = await Promise.all([
    api.post('/api/kiosk/documents', await sealed({ ticket }), signal ? { signal } : {}),
    loadSchemas(),
    import('#contract/api/document-answers.ts'),
  ]);
  return parseAnswer(documentsToSignAnswerSchema, body, 'kiosk/documents').documents;
};

/**
 * `POST /api/kiosk/walk-ins/documents`: the site's documents a walk-in with this phone number signs here,
 * before their visit exists (issue 31, ADR 56); none for a returning walk-in who signed the current versions.
 * With whether the site has documents at all: where it has, they are the walk-in's terms, not the box (ADR 57).
 */
export const fetchWalkInDocuments = async (phone: string, signal?: AbortSignal): Promise<DocumentsToSignAnswer> => {
  const [body, [, , { parseAnswer }], { documentsToSignAnswerSchema }] = await Promise.all([
    api.post('/api/kiosk/walk-ins/documents', await sealed({ phone }), signal ? { signal } : {}),
    loadSchemas(),
    import('#contract/api/document-answers.ts'),
  ]);
  return parseAnswer(documentsToSignAnswerSchema, body, 'kiosk/walk-ins/documents');
};

/** `POST /api/kiosk/check-in`: the visit (or approved walk-in) of the ticket checked in, with the documents signed; the product's words and the badge. */
export const checkInAtKiosk = async ({ ticket, signatures = [] }: { readonly ticket: string; readonly signatures?: readonly DocumentSignatureInput[] }): Promise<{ readonly message: string; readonly badge: KioskBadge }> => {
  const [body, [answers, , { parseAnswer, openAnswer }]] = await Promise.all([api.post('/api/kiosk/check-in', await sealed({ ticket, signatures })), loadSchemas()]);
  const { message, details } = parseAnswer(answers.kioskCheckInAnswerSchema, body, 'kiosk/check-in');
  return { message, badge: openAnswer(answers.kioskBadgeSchema, details, 'kiosk/check-in') };
};

/** `POST /api/kiosk/check-out`: the visit of the ticket checked out; the product's words. */
export const checkOutAtKiosk = async (ticket: string): Promise<string> => {
  const [body, [, enveloped, { parseAnswer }]] = await Promise.all([api.post('/api/kiosk/check-out', await sealed({ ticket })), loadSchemas()]);
  return parseAnswer(enveloped.messageAnswerSchema, body, 'kiosk/check-out').message;
};

/** `GET /api/kiosk/hosts?q=`: approved hosts whose name has every word typed (names and ids only). */
export const searchHosts = async (q: string, signal?: AbortSignal): Promise<readonly { readonly id: number; readonly name: string }[]> => {
  const [body, [answers, , { parseAnswer }]] = await Promise.all([api.get('/api/kiosk/hosts', { query: { q }, ...(signal ? { signal } : {}) }), loadSchemas()]);
  return parseAnswer(answers.kioskHostListAnswerSchema, body, 'kiosk/hosts').hosts;
};

/** `POST /api/kiosk/walk-ins`: a walk-in signed in, waiting for their host (or told to see the desk). */
export const createWalkIn = async (input: WalkInInput): Promise<KioskWalkIn> => {
  const [body, [answers, , { parseAnswer, openAnswer }]] = await Promise.all([api.post('/api/kiosk/walk-ins', await sealed(input)), loadSchemas()]);
  const { details } = parseAnswer(answers.kioskWalkInAnswerSchema, body, 'kiosk/walk-ins');
  return openAnswer(answers.kioskWalkInSchema, details, 'kiosk/walk-ins');
};

/** `GET /api/kiosk/walk-ins/{ticket}`: where the walk-in stands now (the kiosk asks every 2 s while waiting). */
export const fetchWalkIn = async (ticket: string, signal?: AbortSignal): Promise<KioskWalkIn> => {
  const [body, [answers, , { parseAnswer, openAnswer }]] = await Promise.all([api.get(`/api/kiosk/walk-ins/${encodeURIComponent(ticket)}`, signal ? { signal } : {}), loadSchemas()]);
  const { details } = parseAnswer(answers.kioskWalkInAnswerSchema, body, 'kiosk/walk-ins/{ticket}');
  return openAnswer(answers.kioskWalkInSchema, details, 'kiosk/walk-ins/{ticket}');
};
