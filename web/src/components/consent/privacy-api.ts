import { messageAnswerSchema } from '#contract/api/enveloped.ts';
import { employeeConsentAnswerSchema, type EmployeeConsentAnswer } from '#contract/api/privacy-answers.ts';
import { api } from '../../lib/api-client.ts';
import { parseAnswer } from '../../lib/parse-answer.ts';

/** `GET /api/privacy/my-consent`: the signed-in employee's latest consent. */
export const readMyConsent = async (signal?: AbortSignal): Promise<EmployeeConsentAnswer> =>
  parseAnswer(employeeConsentAnswerSchema, await api.get('/api/privacy/my-consent', signal ? { signal } : {}), 'privacy my-consent');

/** `POST /api/privacy/my-consent/withdraw`: the employee's one button. */
export const withdrawMyConsent = async (): Promise<string> =>
  parseAnswer(messageAnswerSchema, await api.post('/api/privacy/my-consent/withdraw'), 'privacy my-consent withdraw').message;
