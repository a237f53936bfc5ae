import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { visitorDetailsSchema } from '#contract/validation/visitor-details.ts';
import { addressTypable, aadhaarTypable, lettersAndSingleSpacesTypable, purposeTypable } from '#contract/validation/visit-fields.ts';
import { visitorPassSchema } from '#contract/validation/visitor-pass.ts';
import { DETAILS_FIELD_CASES } from '../../support/details-form-cases.ts';
import { VISIT_CONSENT } from '../../support/consent.ts';

const messageOf = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
};

// 20-11-2026, 10:10 AM at the site.
const clock = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-20T04:40:00Z') };
const pass = visitorPassSchema(clock, 'example.com');
const validPass = { phoneNumber: '9812345670', visitorType: 'Suppliers', name: 'Arjun Mehta', date: '21-11-2026', time: '10:30 AM' };

describe('Visitor Pass Form', () => {
  it('should accept a complete pass and give the stored date and time', () => {
    const parsed = pass.parse({ ...validPass, visitorEmail: ' Arjun@Supplier.test ' });
    expect(parsed).toMatchObject({ date: '2026-11-21', time: '10:30:00', visitorEmail: 'arjun@supplier.test', visitorTypeOther: null, empEmail: null });
  });

  it.each([
    [{ phoneNumber: '' }, 'Please enter your phone number.'],
    [{ phoneNumber: '98123' }, 'Please enter a valid 10-digit phone number using numbers only.'],
    [{ phoneNumber: '0812345670' }, 'Please enter a valid 10-digit phone number using numbers only.'],
    [{ phoneNumber: '98123456a0' }, 'Please enter a valid 10-digit phone number using numbers only.'],
    [{ visitorType: undefined }, 'Please select visitor type.'],
    [{ visitorType: 'Friends' }, 'Please select visitor type.'],
    [{ visitorType: 'Others' }, 'Please specify the visitor type.'],
    [{ visitorType: 'Others', visitorTypeOther: 'TV' }, 'Visitor type must be at least 3 characters.'],
    [{ visitorType: 'Others', visitorTypeOther: 'Film crew 2' }, 'Visitor type may contain letters and single spaces only.'],
    [{ visitorType: 'Others', visitorTypeOther: 'a'.repeat(101) }, 'Visitor type must not exceed 100 characters.'],
    [{ name: '' }, 'Please enter the visitor name.'],
    [{ name: 'Al' }, 'Please enter a valid name (minimum 3 characters)'],
    [{ name: '. .' }, 'Please enter a valid name'],
    [{ name: 'Arjun  M' }, 'Please enter a valid name'],
    [{ name: 'A'.repeat(51) }, 'Name must not exceed 50 characters.'],
    [{ date: '' }, 'Please select a date.'],
    [{ date: '31-02-2027' }, 'Please select a valid date.'],
    [{ date: '19-11-2026' }, 'The date cannot be in the past.'],
    [{ time: '' }, 'Please select a time.'],
    [{ time: '10:45 AM' }, 'Please select a valid time.'],
    [{ date: '20-11-2026', time: '10:00 AM' }, 'Please select a time from now on.'],
    [{ visitorEmail: 'nope@' }, 'Please enter a valid Email.'],
  ])('should refuse %j with %j', (change, message) => {
    expect(messageOf(pass, { ...validPass, ...change })).toBe(message);
  });

  it('should accept today from the next slot on, and "Others" with its text', () => {
    expect(messageOf(pass, { ...validPass, date: '20-11-2026', time: '10:30 AM' })).toBeNull();
    expect(pass.parse({ ...validPass, visitorType: 'Others', visitorTypeOther: ' Film crew ' }).visitorTypeOther).toBe('Film crew');
  });

  it('should drop the "Others" text when another type is chosen', () => {
    expect(pass.parse({ ...validPass, visitorTypeOther: 'ignored' }).visitorTypeOther).toBeNull();
  });

  it('should take the host only as a company address', () => {
    expect(pass.parse({ ...validPass, empEmail: 'Host@Example.com' }).empEmail).toBe('host@example.com');
    expect(messageOf(pass, { ...validPass, empEmail: 'host@elsewhere.com' })).toBe('Email is invalid');
  });
});

const validDetails = {
  placeToVisit: 'Visiting Office & Shop Floor',
  selectedOption: 'WMO LV',
  ppeOptions: { helmet: false, goggles: true, earPlug: true, safetyShoes: true },
  dateOfVisit: '21-11-2026',
  name: 'Arjun Mehta',
  comingFrom: 'Navi Mumbai',
  address: 'Plot 4, Sector 17, Vashi, Navi Mumbai',
  mobileNo: '9812345670',
  purposeOfVisit: 'Quarterly supply review',
  timeOfVisit: '10:30 AM',
  aadharNo: '',
  additionalVisitorOption: 'No',
  termsAccepted: true,
  consent: VISIT_CONSENT,
};

describe('the forms with rules across fields, given something that is not a form (issue 27)', () => {
  it.each([[[]], [[validPass]], ['x'], [42], [null], [true]])('should refuse %j as not a form, never throwing', (value) => {
    for (const schema of [pass, visitorDetailsSchema] as const) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([]);
    }
  });
});

describe('Visitor Details Form', () => {
  it('should accept a complete form without an Aadhaar number', () => {
    expect(visitorDetailsSchema.parse(validDetails)).toMatchObject({ id: null, additionalVisitors: null, timeOfVisit: '10:30:00' });
  });

  it('should accept a valid Aadhaar number, with or without spaces, and keep only its last four digits', () => {
    const parsed = visitorDetailsSchema.parse({ ...validDetails, aadharNo: '2341 2341 2346' });
    expect(parsed.id).toEqual({ kind: 'aadhaar', last4: '2346' });
    expect(JSON.stringify(parsed)).not.toContain('23412341');
  });

  // The terms box is the terms rule's, which knows the site's documents (terms-acceptance.ts, ADR 57): the form's checks apply it (test/unit/web/form-defects.test.ts).
  it.each(DETAILS_FIELD_CASES.filter(([change]) => !('termsAccepted' in change)))('should refuse %j with %j', (change, message) => {
    expect(messageOf(visitorDetailsSchema, { ...validDetails, ...change })).toBe(message);
  });

  it('should take a count of 1 to 4 when more visitors come', () => {
    for (const count of [1, 4, '3']) expect(visitorDetailsSchema.parse({ ...validDetails, additionalVisitorOption: 'Yes', additionalVisitors: count }).additionalVisitors).toBe(Number(count));
  });

  it('should ignore invalid typing in the free-text fields', () => {
    expect(lettersAndSingleSpacesTypable('Navi Mumbai', 60)).toBe(true);
    expect(['Navi  ', ' Navi', 'Navi1', 'a'.repeat(61)].some((v) => lettersAndSingleSpacesTypable(v, 60))).toBe(false);
    expect(addressTypable('Plot 4, Sector 17/B')).toBe(true);
    expect(['Plot @4', 'Plot 4,,', ' Plot', 'x'.repeat(201)].some(addressTypable)).toBe(false);
    expect(addressTypable('x'.repeat(200))).toBe(true);
    expect(purposeTypable('Supply review')).toBe(true);
    expect(['Review!', 'Review  x', '50%'].some(purposeTypable)).toBe(false);
    expect(aadhaarTypable('234123412346')).toBe(true);
    expect(['2341234123461', '23a'].some(aadhaarTypable)).toBe(false);
  });
});
