import type { ErasureAnswer, RequestRecordedAnswer, YourDataAnswer } from '#contract/api/rights-answers.ts';
import type { CorrectableField } from '#contract/privacy-rights.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api, apiErrorOf } from '../../lib/api-client.ts';

/** The visitor's rights calls (issue 31); each carries the mail link's token; the schemas load with the first call. */
const loadSchemas = () => import('#contract/api/rights-answers.ts');

export const fetchYourData = async (token: string): Promise<YourDataAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/privacy/your-data', { token }), loadSchemas()]);
  return parseAnswer(answers.yourDataAnswerSchema, body, 'privacy/your-data');
};

export const askCorrection = async (token: string, correction: { visitId: number; field: CorrectableField; value: string }): Promise<RequestRecordedAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/privacy/your-data/correction', { token, ...correction }), loadSchemas()]);
  return parseAnswer(answers.requestRecordedAnswerSchema, body, 'privacy/your-data/correction');
};

export const fileGrievance = async (token: string, text: string): Promise<RequestRecordedAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/privacy/your-data/grievance', { token, text }), loadSchemas()]);
  return parseAnswer(answers.requestRecordedAnswerSchema, body, 'privacy/your-data/grievance');
};

export const eraseYourData = async (token: string): Promise<ErasureAnswer> => {
  const [body, answers] = await Promise.all([api.post('/api/privacy/your-data/erasure', { token }), loadSchemas()]);
  return parseAnswer(answers.erasureAnswerSchema, body, 'privacy/your-data/erasure');
};

/** The file as the server made it (JSON or PDF), saved by the browser under the server's name: bytes, not parsed. */
export const downloadYourData = async (token: string, format: 'json' | 'pdf'): Promise<void> => {
  const response = await fetch('/api/privacy/your-data/download', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, format }),
  });
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => null));
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `your-data.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** A photo's thumbnail, through the link's own visitor only. */
export const photoUrl = (token: string, photoId: number): string => `/api/privacy/your-data/photos/${photoId}?token=${encodeURIComponent(token)}`;
