import jpeg from 'jpeg-js';
import { expect } from 'vitest';
import { kioskDeviceChangeAnswerSchema } from '../../src/shared/api/kiosk-answers.ts';
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

/** A real JPEG, as a tablet's camera makes one; each `seed` gives other content (and so another photo). */
export const cameraJpeg = (seed = 0, width = 64, height = 48): Buffer => {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4 + seed) % 256, seed % 256, 90, 255], i);
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
};

/** The kiosk's walk-in form as it is sent (`POST /api/kiosk/walk-ins`), every field valid, for `hostId`. */
export const walkInForm = (hostId: number, photo: Buffer = cameraJpeg()) => ({
  name: 'Meera K Nair',
  mobileNo: '9812345670',
  comingFrom: 'Pune',
  purposeOfVisit: 'Meeting the plant head',
  placeToVisit: 'Visiting Office',
  selectedOption: 'WEN HV',
  ppeOptions: { helmet: false, goggles: false, earPlug: false, safetyShoes: false },
  hostId,
  termsAccepted: true,
  photo: photo.toString('base64'),
});
