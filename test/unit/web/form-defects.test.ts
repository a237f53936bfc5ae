import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { registrationPayloadSchema } from '#contract/validation/auth-payloads.ts';
import { visitorPassSchema } from '#contract/validation/visitor-pass.ts';
import { caretAfterFilter } from '../../../web/src/components/form/caret.ts';
import { visitorDetailsSchema } from '#contract/validation/visitor-details.ts';
import { validate } from '../../../web/src/lib/validate.ts';
import { checkDetails } from '../../../web/src/features/visitor-details-form/details-checks.ts';
import { DETAILS_FIELD_CASES } from '../../support/details-form-cases.ts';
import { VISIT_CONSENT } from '../../support/consent.ts';
import { CONSENT_MESSAGES } from '#contract/consent-messages.ts';

/** What the browser does on typing `text` at `at` (replacing `to - at` selected characters): value and caret after. */
const type = (shown: string, at: number, text: string, to = at) => ({ typed: shown.slice(0, at) + text + shown.slice(to), caret: at + text.length });

describe('the caret of a filtered field (issue 12: it must not jump to the end)', () => {
  it('should stay where it was when a character typed in the middle is refused', () => {
    const shown = '12 MG Road';
    const { typed, caret } = type(shown, 3, '#');
    expect(caretAfterFilter(typed, caret, shown)).toBe(3);
  });

  it('should stay at the start, and at the end, when the refused character was typed there', () => {
    expect(caretAfterFilter('!Asha', 1, 'Asha')).toBe(0);
    expect(caretAfterFilter('Asha!', 5, 'Asha')).toBe(4);
  });

  it('should stay before the pasted text when a paste in the middle is refused', () => {
    const shown = 'neha.k';
    const { typed, caret } = type(shown, 4, '@@x');
    expect(caretAfterFilter(typed, caret, shown)).toBe(4);
  });

  it('should go back where Backspace found it when the deletion is refused', () => {
    // Deleting the "b" of "a b c" would leave two spaces in a row, which the field refuses.
    expect(caretAfterFilter('a  c', 2, 'a b c')).toBe(3);
  });

  it('should sit after the selection when typing over it is refused', () => {
    const shown = 'Ravi Kumar';
    const { typed, caret } = type(shown, 5, '9', 10);
    expect(caretAfterFilter(typed, caret, shown)).toBe(10);
  });

  it('should stay after the kept text when the field strips what was typed (a space in a password)', () => {
    const shown = 'Neha2026';
    const { typed, caret } = type(shown, 4, ' ');
    expect(caretAfterFilter(typed, caret, 'Neha2026')).toBe(4);
  });

  it('should not move when the change is kept as typed, and never leave the value', () => {
    expect(caretAfterFilter('Ash', 3, 'Ash')).toBe(3);
    expect(caretAfterFilter('xyz', 3, '')).toBe(0);
  });
});

const CLOCK = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-21T04:00:00Z') };

const NO_DOCUMENTS = { siteHasDocuments: false, toSign: [] } as const;
/** A complete details form, the terms aside. */
const detailsPayload = (change: Record<string, unknown> = {}) => ({
  placeToVisit: 'Visiting Office & Shop Floor',
  selectedOption: 'WEN HV',
  dateOfVisit: '21-11-2026',
  name: 'Arjun Mehta',
  comingFrom: 'Pune',
  address: '12 MG Road, Shivaji Nagar, Pune',
  mobileNo: '9812345670',
  purposeOfVisit: 'Quarterly supply review',
  timeOfVisit: '10:30 AM',
  additionalVisitorOption: 'No',
  termsAccepted: true,
  consent: VISIT_CONSENT,
  ...change,
});

describe('the details form\'s terms: the box, or the site\'s documents signed (ADR 57)', () => {
  it('should keep the description\'s box and its message where the site has no documents', () => {
    const [[change, message]] = DETAILS_FIELD_CASES.filter(([one]) => 'termsAccepted' in one) as [[Record<string, unknown>, string]];
    expect(checkDetails({ ...detailsPayload(change), signatures: [] }, NO_DOCUMENTS)).toEqual({ ok: false, errors: { termsAccepted: message } });
    expect(checkDetails({ ...detailsPayload({ termsAccepted: undefined }), signatures: [] }, NO_DOCUMENTS)).toEqual({ ok: false, errors: { termsAccepted: MESSAGES.details.termsRequired } });
    expect(checkDetails({ ...detailsPayload(), signatures: [] }, NO_DOCUMENTS).ok).toBe(true);
  });

  it('should need no box where the site has documents, but each version asked for signed, in the rule\'s words', () => {
    const asked = { siteHasDocuments: true, toSign: [12] };
    expect(checkDetails({ ...detailsPayload({ termsAccepted: undefined }), signatures: [{ versionId: 12, typedName: 'Arjun Mehta' }] }, asked).ok).toBe(true);
    expect(checkDetails({ ...detailsPayload({ termsAccepted: true }), signatures: [] }, asked)).toEqual({ ok: false, errors: { signatures: MESSAGES.details.termsRequired } });
  });
});

describe('every form reports all its errors at once (issue 12)', () => {
  it('should report the missing additional-visitor count together with every other error of the details form', () => {
    const checked = checkDetails({ additionalVisitorOption: 'Yes', additionalVisitors: null, termsAccepted: false, signatures: [] }, NO_DOCUMENTS);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      placeToVisit: MESSAGES.details.placeRequired,
      name: MESSAGES.details.nameRequired,
      address: MESSAGES.details.addressRequired,
      termsAccepted: MESSAGES.details.termsRequired,
      additionalVisitors: MESSAGES.details.additionalCountRequired,
    });
  });

  it('should report an out-of-range count beside a bad field, and nothing for it when No is chosen', () => {
    const bad = validate(visitorDetailsSchema, { additionalVisitorOption: 'Yes', additionalVisitors: 7 });
    expect(!bad.ok && bad.errors.additionalVisitors).toBe(MESSAGES.details.additionalCountRequired);
    const no = validate(visitorDetailsSchema, { additionalVisitorOption: 'No' });
    expect(!no.ok && no.errors).not.toHaveProperty('additionalVisitors');
  });

  it('should report the missing "Others" text of the pass form together with every other error', () => {
    const checked = validate(visitorPassSchema(CLOCK, 'example.com'), { visitorType: 'Others', visitorTypeOther: '', date: '', time: '' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        phoneNumber: MESSAGES.registration.phoneRequired,
        name: MESSAGES.pass.nameRequired,
        date: MESSAGES.pass.dateRequired,
        time: MESSAGES.pass.timeRequired,
        visitorTypeOther: MESSAGES.pass.otherRequired,
      },
    });
  });

  it('should report a time already past beside the pass form\'s other errors, and not when the date itself is wrong', () => {
    const past = validate(visitorPassSchema(CLOCK, 'example.com'), { visitorType: 'Guest', date: '21-11-2026', time: '08:00 AM' });
    expect(!past.ok && past.errors).toMatchObject({ name: MESSAGES.pass.nameRequired, time: MESSAGES.pass.timePast });
    const badDate = validate(visitorPassSchema(CLOCK, 'example.com'), { visitorType: 'Guest', date: '', time: '08:00 AM' });
    expect(!badDate.ok && badDate.errors).not.toHaveProperty('time');
  });

  it('should report every missing field of registration at once', () => {
    const checked = validate(registrationPayloadSchema('example.com'), { email: 'neha@example.com' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: MESSAGES.registration.nameRequired,
        phonenumber: MESSAGES.registration.phoneRequired,
        employeeid: MESSAGES.registration.employeeIdRequired,
        selectedDesignation: MESSAGES.registration.designationRequired,
        selectedManager: MESSAGES.registration.managerRequired,
        captchaId: MESSAGES.login.captchaToSubmit,
        captcha: MESSAGES.login.captchaToSubmit,
        // Given by the notice step before the form (issue 31): the schema names it with the rest.
        consent: CONSENT_MESSAGES.required,
      },
    });
  });
});
