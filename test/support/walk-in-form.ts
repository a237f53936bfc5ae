import jpeg from 'jpeg-js';
import type { WalkInInput } from '#contract/validation/kiosk.ts';
import { VISIT_CONSENT } from './consent.ts';

/**
 * The kiosk's walk-in form and the tablet camera's photo, for the use cases' unit tests and the
 * integration tests alike: nothing here starts an app or a database.
 */

/** A real JPEG, as a tablet's camera makes one; each `seed` gives other content (and so another photo). */
export const cameraJpeg = (seed = 0, width = 64, height = 48): Buffer => {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i / 4 + seed) % 256, seed % 256, 90, 255], i);
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
};

/** The kiosk's walk-in form as it is sent (`POST /api/kiosk/walk-ins`) at a site without documents, every field valid and the box ticked, for `hostId`. */
export const walkInForm = (hostId: number, photo: Uint8Array = cameraJpeg()): WalkInInput => ({
  name: 'Meera K Nair',
  mobileNo: '9812345670',
  comingFrom: 'Pune',
  purposeOfVisit: 'Meeting the plant head',
  placeToVisit: 'Visiting Office',
  selectedOption: 'WEN HV',
  ppeOptions: { helmet: false, goggles: false, earPlug: false, safetyShoes: false },
  hostId,
  termsAccepted: true,
  consent: VISIT_CONSENT,
  signatures: [],
  photo: Buffer.from(photo).toString('base64'),
});

/**
 * The form as the kiosk sends it at a site with documents (ADR 57): no terms box, the documents'
 * signatures instead (none for a returning walk-in with nothing left to sign).
 */
export const signedWalkInForm = (hostId: number, signatures: WalkInInput['signatures'], photo?: Uint8Array): WalkInInput => {
  const { termsAccepted: _box, ...form } = walkInForm(hostId, photo);
  return { ...form, signatures };
};
