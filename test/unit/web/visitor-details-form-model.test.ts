import { describe, expect, it } from 'vitest';
import { visitorDetailsSchema } from '#contract/validation/visitor-details.ts';
import {
  detailsPayload,
  detailsReducer,
  initialDetails,
  type DetailsAction,
  type DetailsFormValues,
} from '../../../web/src/features/visitor-details-form/details-form-model.ts';
import { detailsEntries, ppeText } from '../../../web/src/features/visitor-details-form/details-entries.ts';
import { VISIT_CONSENT } from '../../support/consent.ts';

const prefill = { name: 'Arjun Mehta', phone: '9812345670', date: '21-11-2026', time: '10:30 AM' };
const run = (...actions: DetailsAction[]): DetailsFormValues => actions.reduce(detailsReducer, initialDetails(prefill));
const ALL = { helmet: true, goggles: true, earPlug: true, safetyShoes: true };
const NONE = { helmet: false, goggles: false, earPlug: false, safetyShoes: false };

describe('the details form: PPE follows the place and option (docs/product/visits.md VIS-PPE-01)', () => {
  it('should open with the pass\'s name and mobile and nothing chosen', () => {
    expect(run()).toMatchObject({ name: 'Arjun Mehta', mobileNo: '9812345670', placeToVisit: '', selectedOption: '', ppeOptions: NONE, termsAccepted: false });
  });

  it('should tick what the shop floor needs with each option, and nothing for the office', () => {
    expect(run({ type: 'place', value: 'Visiting Office & Shop Floor' }).ppeOptions).toEqual(NONE);
    expect(run({ type: 'place', value: 'Visiting Office & Shop Floor' }, { type: 'option', value: 'WEN HV' }).ppeOptions).toEqual(ALL);
    expect(run({ type: 'option', value: 'WMO LV' }, { type: 'place', value: 'Visiting Office & Shop Floor' }).ppeOptions).toEqual({ ...ALL, helmet: false });
    expect(run({ type: 'place', value: 'Visiting Office & Shop Floor' }, { type: 'option', value: 'WEN HV' }, { type: 'place', value: 'Visiting Office' }).ppeOptions).toEqual(NONE);
  });

  it('should let the visitor tick more, but not untick what the choice needs', () => {
    const lowVoltage = run({ type: 'place', value: 'Visiting Office & Shop Floor' }, { type: 'option', value: 'WMO LV' });
    const withHelmet = detailsReducer(lowVoltage, { type: 'ppe', item: 'helmet', checked: true });
    expect(withHelmet.ppeOptions).toEqual(ALL);
    expect(detailsReducer(withHelmet, { type: 'ppe', item: 'helmet', checked: false }).ppeOptions).toEqual({ ...ALL, helmet: false });
    expect(detailsReducer(lowVoltage, { type: 'ppe', item: 'goggles', checked: false })).toBe(lowVoltage);
    const office = run({ type: 'place', value: 'Visiting Office' }, { type: 'ppe', item: 'safetyShoes', checked: true });
    expect(office.ppeOptions).toEqual({ ...NONE, safetyShoes: true });
  });

  it('should reset extra ticks to the new choice\'s needs when the choice changes', () => {
    const office = run({ type: 'place', value: 'Visiting Office' }, { type: 'ppe', item: 'helmet', checked: true });
    expect(detailsReducer(office, { type: 'option', value: 'WMO LV' }).ppeOptions).toEqual(NONE);
  });

  it('should forget the count when additional visitors turn to No', () => {
    const yes = run({ type: 'additional', value: 'Yes' }, { type: 'text', field: 'additionalVisitors', value: '3' });
    expect(yes).toMatchObject({ additionalVisitorOption: 'Yes', additionalVisitors: '3' });
    expect(detailsReducer(yes, { type: 'additional', value: 'No' })).toMatchObject({ additionalVisitorOption: 'No', additionalVisitors: '' });
  });
});

describe('the details form: what it sends and verifies', () => {
  const filled = run(
    { type: 'place', value: 'Visiting Office & Shop Floor' },
    { type: 'option', value: 'WEN HV' },
    { type: 'text', field: 'comingFrom', value: 'Pune' },
    { type: 'text', field: 'address', value: '12 MG Road, Shivaji Nagar, Pune ' },
    { type: 'text', field: 'purposeOfVisit', value: 'Quarterly supply review' },
    { type: 'text', field: 'idNumber', value: '234123412346' },
    { type: 'additional', value: 'Yes' },
    { type: 'text', field: 'additionalVisitors', value: '2' },
    { type: 'terms', value: true },
  );

  it('should send the payload the server\'s schema accepts, date and time from the pass', () => {
    const payload = detailsPayload(filled, prefill);
    expect(payload).toEqual({
      placeToVisit: 'Visiting Office & Shop Floor',
      selectedOption: 'WEN HV',
      ppeOptions: ALL,
      dateOfVisit: '21-11-2026',
      name: 'Arjun Mehta',
      comingFrom: 'Pune',
      address: '12 MG Road, Shivaji Nagar, Pune',
      mobileNo: '9812345670',
      purposeOfVisit: 'Quarterly supply review',
      timeOfVisit: '10:30 AM',
      idKind: 'aadhaar',
      idNumber: '234123412346',
      additionalVisitorOption: 'Yes',
      additionalVisitors: 2,
      termsAccepted: true,
    });
    expect(visitorDetailsSchema.safeParse({ ...payload, consent: VISIT_CONSENT }).success).toBe(true);
    expect(visitorDetailsSchema.safeParse({ ...detailsPayload(detailsReducer(filled, { type: 'text', field: 'idNumber', value: '' }), prefill), consent: VISIT_CONSENT }).success).toBe(true);
  });

  it('should list the entries for the verify dialog with the Aadhaar number masked', () => {
    const entries = Object.fromEntries(detailsEntries(filled, prefill));
    expect(entries).toMatchObject({ 'Aadhaar Number': 'XXXX XXXX 2346', 'Safety Equipment': 'Helmet, Goggles, Ear Plug, Safety Shoes', 'Additional Visitors': 'Yes, 2', 'Date of Visit': '21-11-2026' });
    expect(JSON.stringify(entries)).not.toContain('234123412346');
    expect(Object.fromEntries(detailsEntries(initialDetails(prefill), prefill))['ID Number']).toBe('Not given');
    expect(ppeText(null)).toBe('None');
  });
});
