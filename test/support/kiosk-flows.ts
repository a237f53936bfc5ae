import { expect } from 'vitest';
import { kioskDeviceChangeAnswerSchema } from '#contract/api/kiosk-answers.ts';
import { signedIn } from './identity-flows.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

/**
 * A tablet that `staff` (security or an admin) has started as a kiosk named `name`, as at reception:
 * signed in, then `POST /api/kiosk/devices`. Starting ends the staff member's own session, so the
 * client then carries only the kiosk's cookie.
 */
export const startKiosk = async (t: TestApp, staff: { readonly email: string; readonly password: string }, name: string): Promise<{ tablet: TestClient; id: number }> => {
  const tablet = await signedIn(t, staff);
  const started = await tablet.post('/api/kiosk/devices', { encryptedData: t.envelope.encrypt({ name }) });
  expect(started.status).toBe(201);
  return { tablet, id: kioskDeviceChangeAnswerSchema.parse(started.body).device.id };
};
