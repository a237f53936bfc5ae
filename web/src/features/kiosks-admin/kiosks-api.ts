import type { KioskDeviceChangeAnswer, KioskDeviceView } from '#contract/api/kiosk-answers.ts';
import { parseAnswer } from '../../lib/answer.ts';
import { api } from '../../lib/api-client.ts';

/** The admins' kiosk calls; the answer schemas load with the first call, not with the page. */
const loadSchemas = () => import('#contract/api/kiosk-answers.ts');

/** `GET /api/kiosk/devices`: every kiosk, newest first (admins). */
export const fetchKiosks = async (signal?: AbortSignal): Promise<readonly KioskDeviceView[]> => {
  const [body, answers] = await Promise.all([api.get('/api/kiosk/devices', signal ? { signal } : {}), loadSchemas()]);
  return parseAnswer(answers.kioskDeviceListAnswerSchema, body, 'kiosk/devices').devices;
};

/** `POST /api/kiosk/devices/{id}/revoke`: the kiosk signed out; the product's words and the kiosk as it is now. */
export const revokeKiosk = async (id: number): Promise<KioskDeviceChangeAnswer> => {
  const [body, answers] = await Promise.all([api.post(`/api/kiosk/devices/${id}/revoke`), loadSchemas()]);
  return parseAnswer(answers.kioskDeviceChangeAnswerSchema, body, 'kiosk/devices/{id}/revoke');
};

/** The admins' kiosk list lives under this key; a revoke marks it stale. */
export const kiosksKeys = {
  all: ['kiosks'] as const,
  list: () => [...kiosksKeys.all, 'list'] as const,
};
