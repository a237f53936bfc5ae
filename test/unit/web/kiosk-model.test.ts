import { describe, expect, it } from 'vitest';
import { canManageKiosks, canStartKiosk } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { capabilityFor, mayOpen, PATHS, showsHeader } from '../../../web/src/app/navigation-rules.ts';
import { walkInSchema } from '#contract/validation/kiosk.ts';
import { ApiError } from '../../../web/src/lib/api-client.ts';
import { kioskFailureOf, kioskTapFailureOf } from '../../../web/src/features/kiosk/kiosk-errors.ts';
import { countdownText, goodbyeTitle, IDLE_MS, idleLimitFor, OUTCOME_MS, pressKey, secondsLeft, spacedPhone, START, WAITING_IDLE_MS, walkInStep, type KioskScreen } from '../../../web/src/features/kiosk/kiosk-model.ts';
import { errorsOfStep, firstStepWithErrors, LAST_STEP, stepCount, WALK_IN_STEPS } from '../../../web/src/features/kiosk/walk-in-steps.ts';
import { base64OfDataUrl, EMPTY_WALK_IN, walkInPayload, walkInReducer, type WalkInAction } from '../../../web/src/features/kiosk/walk-in-model.ts';
import { checkWithTerms } from '../../../web/src/features/visits-common/terms-check.ts';
import { VISIT_CONSENT } from '../../support/consent.ts';

const visit = { ticket: 't', firstName: 'Asha', hostFirstName: 'Hema', time: '10:00 AM' };
const badge = { name: 'Asha Arrives', hostName: 'Hema Host', passCode: 'ABCD2345', visitDate: '22-11-2026', checkInTime: '10:02 AM', walkIn: false, pin: '0427' };

describe('the kiosk goes back to its start screen when nobody touches it (issue 13)', () => {
  it('should wait 30 s on every screen of a visitor\'s turn, 10 minutes while a walk-in waits for their host, and never on the start screen', () => {
    const screens: KioskScreen[] = [
      { name: 'find', purpose: 'arrive', method: 'phone' },
      { name: 'find', purpose: 'leave', method: 'qr' },
      { name: 'confirm', purpose: 'arrive', visit },
      { name: 'walk-in' },
    ];
    for (const screen of screens) expect(idleLimitFor(screen), screen.name).toBe(30_000);
    expect(IDLE_MS).toBe(30_000);
    expect(idleLimitFor({ name: 'waiting', ticket: 't', firstName: 'Asha', hostFirstName: 'Hema' })).toBe(WAITING_IDLE_MS);
    expect(WAITING_IDLE_MS).toBe(600_000);
    expect(idleLimitFor(START)).toBeNull();
  });

  it('should leave the screens that end a turn after 10 s (issue 28: not 30), counting the seconds down on screen', () => {
    const outcomes: KioskScreen[] = [
      { name: 'badge', message: MESSAGES.kiosk.welcome, badge },
      { name: 'goodbye', message: MESSAGES.kiosk.goodbye, firstName: 'Asha' },
      { name: 'see-desk', message: MESSAGES.kiosk.seeDesk },
    ];
    for (const screen of outcomes) expect(idleLimitFor(screen), screen.name).toBe(10_000);
    expect(OUTCOME_MS).toBe(10_000);
    expect([10_000, 9_999, 9_001, 9_000, 1, 0, -250].map(secondsLeft)).toEqual([10, 10, 10, 9, 1, 0, 0]);
    expect(countdownText(8)).toBe('Back to the start in 8 seconds');
    expect(countdownText(1)).toBe('Back to the start in 1 second');
  });
});

describe('the phone keypad', () => {
  it('should take digits up to ten, delete the last one and clear them all', () => {
    const typed = '98765432101'.split('').reduce((number, key) => pressKey(number, key as '0'), '');
    expect(typed).toBe('9876543210');
    expect(pressKey(typed, 'delete')).toBe('987654321');
    expect(pressKey('', 'delete')).toBe('');
    expect(pressKey(typed, 'clear')).toBe('');
    // A PIN: four digits, then the keys add nothing.
    expect('12345'.split('').reduce((pin, key) => pressKey(pin, key as '0', 4), '')).toBe('1234');
    expect(spacedPhone('9876543210')).toBe('98765 43210');
    expect(spacedPhone('987')).toBe('987');
  });
});

describe('a waiting walk-in as the server answers it', () => {
  it('should keep waiting, check in once approved, and send the visitor to the desk when declined or flagged', () => {
    expect(walkInStep('waiting')).toBe('wait');
    expect(walkInStep('approved')).toBe('check-in');
    expect(walkInStep('declined')).toBe('declined');
    expect(walkInStep('see_desk')).toBe('see-desk');
    expect(walkInStep('checked_in')).toBe('checked-in');
    expect(goodbyeTitle('Asha')).toBe('Goodbye, Asha');
  });
});

describe('what a failed kiosk call means, by its code (ADR 10)', () => {
  it('should sign a revoked kiosk out, start a timed-out turn again, send a flagged visitor to the desk and show anything else where it happened', () => {
    expect(kioskFailureOf(new ApiError(401, MESSAGES.kiosk.signedOut, 'kiosk.required'))).toEqual({ kind: 'signed-out' });
    expect(kioskFailureOf(new ApiError(400, MESSAGES.kiosk.ticketInvalid, 'kiosk.ticket_invalid'))).toEqual({ kind: 'start-again', message: MESSAGES.kiosk.ticketInvalid });
    expect(kioskFailureOf(new ApiError(409, MESSAGES.kiosk.seeDesk, 'kiosk.see_desk'))).toEqual({ kind: 'see-desk', message: MESSAGES.kiosk.seeDesk });
    expect(kioskFailureOf(new ApiError(404, MESSAGES.kiosk.appointmentNotFound, 'kiosk.appointment_not_found'))).toEqual({ kind: 'retry', message: MESSAGES.kiosk.appointmentNotFound });
    expect(kioskFailureOf(new TypeError('boom'))).toEqual({ kind: 'retry', message: MESSAGES.http.unavailable });
  });

  it('should end the turn at the desk when a tap finds the visit changed since it was found, and let anything else be tried again', () => {
    const changed = [
      ['kiosk.already_checked_in', MESSAGES.kiosk.alreadyCheckedIn],
      ['kiosk.not_checked_in', MESSAGES.kiosk.notCheckedIn],
      ['kiosk.appointment_not_found', MESSAGES.kiosk.appointmentNotFound],
      ['kiosk.appointment_not_approved', MESSAGES.kiosk.appointmentNotApproved],
    ] as const;
    for (const [code, message] of changed) expect(kioskTapFailureOf(new ApiError(409, message, code)), code).toEqual({ kind: 'see-desk', message });
    // A lookup's same refusal is a number typed wrong: shown where the visitor is, to try again.
    expect(kioskFailureOf(new ApiError(404, MESSAGES.kiosk.notCheckedIn, 'kiosk.not_checked_in'))).toEqual({ kind: 'retry', message: MESSAGES.kiosk.notCheckedIn });
    expect(kioskTapFailureOf(new ApiError(400, MESSAGES.kiosk.ticketInvalid, 'kiosk.ticket_invalid'))).toEqual({ kind: 'start-again', message: MESSAGES.kiosk.ticketInvalid });
    expect(kioskTapFailureOf(new ApiError(503, MESSAGES.http.unavailable, 'http.unavailable'))).toEqual({ kind: 'retry', message: MESSAGES.http.unavailable });
    expect(kioskTapFailureOf(new TypeError('boom'))).toEqual({ kind: 'retry', message: MESSAGES.http.unavailable });
  });
});

/** What a site without documents asks: the description's box is the walk-in's terms (ADR 57). */
const NO_DOCUMENTS = { siteHasDocuments: false, toSign: [] } as const;

describe('the walk-in form: the details form\'s rules and messages (walkInSchema and the terms rule)', () => {
  const run = (...actions: WalkInAction[]) => actions.reduce(walkInReducer, EMPTY_WALK_IN);

  it('should name every missing field in the form\'s own words', () => {
    const result = checkWithTerms(walkInSchema, { ...walkInPayload(EMPTY_WALK_IN), consent: VISIT_CONSENT, signatures: [] }, NO_DOCUMENTS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: MESSAGES.details.nameRequired,
      mobileNo: MESSAGES.registration.phoneRequired,
      comingFrom: MESSAGES.details.comingFromRequired,
      purposeOfVisit: MESSAGES.details.purposeRequired,
      placeToVisit: MESSAGES.details.placeRequired,
      selectedOption: MESSAGES.details.optionRequired,
      hostId: MESSAGES.kiosk.hostRequired,
      termsAccepted: MESSAGES.details.termsRequired,
      photo: MESSAGES.kiosk.photoRequired,
    });
  });

  it('should lock the PPE the place and option need, as the details form does, and send what the server expects', () => {
    const filled = run(
      { type: 'text', field: 'name', value: ' Walter Walkin ' },
      { type: 'text', field: 'mobileNo', value: '9876543210' },
      { type: 'text', field: 'comingFrom', value: 'Pune' },
      { type: 'text', field: 'purposeOfVisit', value: 'Delivery of parts' },
      { type: 'place', value: 'Visiting Office & Shop Floor' },
      { type: 'option', value: 'WEN HV' },
      { type: 'ppe', item: 'helmet', checked: false },
      { type: 'host', host: { id: 7, name: 'Hema Host' } },
      { type: 'terms', value: true },
      { type: 'photo', photo: '/9j/4AAQSkZJRg==' },
    );
    expect(filled.ppeOptions).toEqual({ helmet: true, goggles: true, earPlug: true, safetyShoes: true });
    const result = checkWithTerms(walkInSchema, { ...walkInPayload(filled), consent: VISIT_CONSENT, signatures: [] }, NO_DOCUMENTS);
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Walter Walkin',
        mobileNo: '9876543210',
        comingFrom: 'Pune',
        purposeOfVisit: 'Delivery of parts',
        placeToVisit: 'Visiting Office & Shop Floor',
        selectedOption: 'WEN HV',
        ppeOptions: { helmet: true, goggles: true, earPlug: true, safetyShoes: true },
        hostId: 7,
        consent: VISIT_CONSENT,
        termsAccepted: true,
        photo: '/9j/4AAQSkZJRg==',
        signatures: [],
      },
    });
    // Choosing the host again by typing clears the choice until a name is picked.
    expect(walkInReducer(filled, { type: 'host', host: null }).host).toBeNull();
  });

  it('should send no box where the kiosk\'s site has documents, take their signatures as the terms, and refuse a walk-in without them in the rule\'s words', () => {
    const filled = run(
      { type: 'text', field: 'name', value: 'Walter Walkin' },
      { type: 'text', field: 'mobileNo', value: '9876543210' },
      { type: 'text', field: 'comingFrom', value: 'Pune' },
      { type: 'text', field: 'purposeOfVisit', value: 'Delivery of parts' },
      { type: 'place', value: 'Visiting Office' },
      { type: 'option', value: 'WEN HV' },
      { type: 'host', host: { id: 7, name: 'Hema Host' } },
      { type: 'photo', photo: '/9j/4AAQSkZJRg==' },
    );
    const payload = walkInPayload(filled, false);
    expect(payload).not.toHaveProperty('termsAccepted');
    const nda = { versionId: 31, typedName: 'Walter Walkin' };
    const signed = checkWithTerms(walkInSchema, { ...payload, consent: VISIT_CONSENT, signatures: [nda] }, { siteHasDocuments: true, toSign: [31] });
    expect(signed.ok && signed.data.termsAccepted).toBeUndefined();
    expect(signed.ok && signed.data.signatures).toEqual([nda]);
    // A returning walk-in with nothing left to sign: the earlier signatures stand.
    expect(checkWithTerms(walkInSchema, { ...payload, consent: VISIT_CONSENT, signatures: [] }, { siteHasDocuments: true, toSign: [] }).ok).toBe(true);
    const unsigned = checkWithTerms(walkInSchema, { ...payload, consent: VISIT_CONSENT, signatures: [] }, { siteHasDocuments: true, toSign: [31] });
    expect(unsigned).toEqual({ ok: false, errors: { signatures: MESSAGES.details.termsRequired } });
    // The signatures are no step's: the form has the walk-in sign again rather than look for a step.
    expect(firstStepWithErrors(unsigned.ok ? {} : unsigned.errors)).toBeNull();
    // Without documents the box is the terms, unticked or not sent alike.
    for (const box of [walkInPayload(filled), walkInPayload(filled, false)]) {
      expect(checkWithTerms(walkInSchema, { ...box, consent: VISIT_CONSENT, signatures: [] }, NO_DOCUMENTS)).toEqual({ ok: false, errors: { termsAccepted: MESSAGES.details.termsRequired } });
    }
  });

  it('should check one step at a time with the same schema: Next shows only the step\'s own messages, Sign in sends the visitor back to the first step with one', () => {
    const all = checkWithTerms(walkInSchema, { ...walkInPayload(EMPTY_WALK_IN), consent: VISIT_CONSENT, signatures: [] }, NO_DOCUMENTS);
    expect(all.ok).toBe(false);
    if (all.ok) return;
    expect(WALK_IN_STEPS.map((step) => step.id)).toEqual(['about', 'host', 'place', 'photo', 'confirm']);
    expect(errorsOfStep(all.errors, 0)).toEqual({
      name: MESSAGES.details.nameRequired,
      mobileNo: MESSAGES.registration.phoneRequired,
      comingFrom: MESSAGES.details.comingFromRequired,
      purposeOfVisit: MESSAGES.details.purposeRequired,
    });
    expect(errorsOfStep(all.errors, 1)).toEqual({ hostId: MESSAGES.kiosk.hostRequired });
    expect(errorsOfStep(all.errors, 2)).toEqual({ placeToVisit: MESSAGES.details.placeRequired, selectedOption: MESSAGES.details.optionRequired });
    expect(errorsOfStep(all.errors, 3)).toEqual({ photo: MESSAGES.kiosk.photoRequired });
    expect(errorsOfStep(all.errors, LAST_STEP)).toEqual({ termsAccepted: MESSAGES.details.termsRequired });
    // Every message of the schema belongs to exactly one step: none is lost between them.
    const shown = WALK_IN_STEPS.flatMap((_, index) => Object.keys(errorsOfStep(all.errors, index)));
    expect(shown.sort()).toEqual(Object.keys(all.errors).sort());
    // A field's nested path (a PPE item) is its step's too.
    expect(errorsOfStep({ 'ppeOptions.helmet': 'x' }, 2)).toEqual({ 'ppeOptions.helmet': 'x' });
    expect(firstStepWithErrors(all.errors)).toBe(0);
    expect(firstStepWithErrors({ photo: MESSAGES.kiosk.photoRequired, termsAccepted: MESSAGES.details.termsRequired })).toBe(3);
    expect(firstStepWithErrors({})).toBeNull();
    expect(stepCount(1)).toBe('Step 2 of 5');
  });

  it('should send the camera\'s JPEG as base64 without its data: prefix', () => {
    expect(base64OfDataUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
  });
});

describe('the kiosk\'s routes', () => {
  it('should show /kiosk full screen, offer starting a kiosk to security and admins, and the Kiosks list to admins only', () => {
    expect(PATHS.kiosk).toBe('/kiosk');
    expect(PATHS.kiosks).toBe('/Kiosks');
    expect(showsHeader('/kiosk')).toBe(false);
    expect(showsHeader('/Kiosks')).toBe(true);
    expect(capabilityFor('/kiosk')).toBe(canStartKiosk);
    expect(capabilityFor('/Kiosks')).toBe(canManageKiosks);
    expect((['admin', 'security', 'manager', 'employee'] as const).filter((role) => mayOpen(PATHS.kiosk, { role }))).toEqual(['admin', 'security']);
    expect((['admin', 'security', 'manager', 'employee'] as const).filter((role) => mayOpen(PATHS.kiosks, { role }))).toEqual(['admin']);
  });
});
