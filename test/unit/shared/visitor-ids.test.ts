import { describe, expect, it } from 'vitest';
import { ERRORS } from '#contract/error-codes.ts';
import { ID_MESSAGES } from '#contract/id-messages.ts';
import { MESSAGES } from '#contract/messages.ts';
import { verhoeffCheckDigit } from '#contract/verhoeff.ts';
import { visitorDetailsSchema } from '#contract/validation/visitor-details.ts';
import { idFieldCodes, idNumberProblem } from '#contract/validation/visitor-id.ts';
import { watchlistEntrySchema } from '#contract/validation/watchlist.ts';
import { ID_KINDS, idEntry, idTypable, maskId, type IdKind } from '#contract/visitor-id.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';
import { VISIT_CONSENT } from '../../support/consent.ts';

/** A valid Aadhaar number: 11 digits and their Verhoeff check digit. */
const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;

const details = (id: Record<string, unknown>) => ({
  placeToVisit: 'Visiting Office',
  selectedOption: 'WMO LV',
  dateOfVisit: '21-11-2026',
  name: 'Arjun Mehta',
  comingFrom: 'Navi Mumbai',
  address: 'Plot 4, Sector 17, Vashi, Navi Mumbai',
  mobileNo: '9812345670',
  purposeOfVisit: 'Quarterly supply review',
  timeOfVisit: '10:30 AM',
  additionalVisitorOption: 'No',
  termsAccepted: true,
  consent: VISIT_CONSENT,
  ...id,
});

/** What the server answers a payload with: the kept ID, or the refusal's code and message. */
const serverReads = (payload: Record<string, unknown>): { id: unknown } | { code: string; message: string } => {
  try {
    return { id: parseInput(visitorDetailsSchema, payload, idFieldCodes(payload)).id };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, message: error.message };
  }
};

describe('each kind of ID: its mask (issue 31)', () => {
  it.each<[IdKind, string, string]>([
    ['aadhaar', '2346', 'XXXX XXXX 2346'],
    ['passport', '4567', 'XXXX4567'],
    ['driving_licence', '2345', 'XXXX 2345'],
    ['voter_id', '4567', 'XXXXXX4567'],
    ['pan', '234F', 'XXXXXX234F'],
    ['other', 'B-77', 'XXXX B-77'],
  ])('should show %s as its mask and nothing more', (kind, last4, masked) => {
    expect(maskId(kind, last4)).toBe(masked);
  });

  it('should show nothing for an ID not given, and say so in a record', () => {
    expect(maskId(null, null)).toBeNull();
    expect(maskId('pan', null)).toBeNull();
    expect(idEntry(null, null)).toEqual(['ID Number', 'Not given']);
    expect(idEntry('voter_id', 'XXXXXX4567')).toEqual(['Voter ID (EPIC) Number', 'XXXXXX4567']);
  });

  it('should keep exactly the last four characters of every kind, never the rest, through the shared schema', () => {
    const given: Record<IdKind, [string, string]> = {
      aadhaar: [`${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`, AADHAAR.slice(-4)],
      passport: ['a1234567', '4567'],
      driving_licence: ['MH12 2011-0012345', '2345'],
      voter_id: ['abc1234567', '4567'],
      pan: ['abcde1234f', '234F'],
      // Spaces, hyphens and slashes are not kept: the last four of COMPANYCARD77B.
      other: ['Company card 77/B', 'D77B'],
    };
    for (const kind of ID_KINDS) {
      const [number, last4] = given[kind];
      const parsed = visitorDetailsSchema.parse(details({ idKind: kind, idNumber: number }));
      expect(parsed.id, kind).toEqual({ kind, last4 });
      expect(JSON.stringify(parsed), kind).not.toContain(number);
    }
  });
});

describe('each kind of ID: its format, in the form and on the server alike', () => {
  it.each<[IdKind, string]>([
    ['aadhaar', AADHAAR],
    ['passport', 'K8765432'],
    ['passport', 'k 8765432'],
    ['driving_licence', 'MH12 20110012345'],
    ['driving_licence', 'DL-0420110012345'],
    ['driving_licence', 'KA05 19990001234'],
    ['driving_licence', 'TN01X 2004001234'],
    ['voter_id', 'ABC1234567'],
    ['pan', 'ABCDE1234F'],
    ['pan', 'abcde1234f'],
    ['other', 'EMP-00042'],
    ['other', 'Company card 77/B'],
  ])('should accept a %s number %j', (kind, number) => {
    expect(idNumberProblem(kind, number)).toBeUndefined();
    expect(serverReads(details({ idKind: kind, idNumber: number }))).toEqual({ id: expect.objectContaining({ kind }) });
  });

  it.each<[IdKind, string, string, string]>([
    ['aadhaar', '12345', MESSAGES.details.aadhaarLength, 'id.aadhaar_invalid'],
    ['aadhaar', `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}`, MESSAGES.details.aadhaarInvalid, 'id.aadhaar_invalid'],
    ['aadhaar', '123412341234', MESSAGES.details.aadhaarInvalid, 'id.aadhaar_invalid'],
    ['aadhaar', 'ABCD12341234', MESSAGES.details.aadhaarLength, 'id.aadhaar_invalid'],
    ['passport', '12345678', ID_MESSAGES.passportInvalid, 'id.passport_invalid'],
    ['passport', 'K876543', ID_MESSAGES.passportInvalid, 'id.passport_invalid'],
    ['passport', 'KK876543', ID_MESSAGES.passportInvalid, 'id.passport_invalid'],
    ['driving_licence', 'XX12 20110012345', ID_MESSAGES.drivingLicenceInvalid, 'id.driving_licence_invalid'],
    ['driving_licence', 'MH12', ID_MESSAGES.drivingLicenceInvalid, 'id.driving_licence_invalid'],
    ['driving_licence', 'MH1220110012345678', ID_MESSAGES.drivingLicenceInvalid, 'id.driving_licence_invalid'],
    ['voter_id', 'AB12345678', ID_MESSAGES.voterIdInvalid, 'id.voter_id_invalid'],
    ['voter_id', 'ABC123456', ID_MESSAGES.voterIdInvalid, 'id.voter_id_invalid'],
    ['pan', 'ABCD12345F', ID_MESSAGES.panInvalid, 'id.pan_invalid'],
    ['pan', 'ABCDE12345', ID_MESSAGES.panInvalid, 'id.pan_invalid'],
    ['other', 'AB', ID_MESSAGES.otherInvalid, 'id.other_invalid'],
    ['other', 'card #7', ID_MESSAGES.otherInvalid, 'id.other_invalid'],
    ['other', 'X'.repeat(31), ID_MESSAGES.otherInvalid, 'id.other_invalid'],
  ])('should refuse a %s number %j with its message and code', (kind, number, message, code) => {
    expect(idNumberProblem(kind, number)).toBe(message);
    expect(serverReads(details({ idKind: kind, idNumber: number }))).toEqual({ code, message });
    // The code's own texts include the message: a code never travels with another code's words.
    expect(([] as string[]).concat(ERRORS[code as keyof typeof ERRORS].message ?? [])).toContain(message);
  });

  it('should refuse a kind that is not one with its own code, and take an ID left empty as none of any kind', () => {
    expect(serverReads(details({ idKind: 'ration_card', idNumber: 'ABC1234567' }))).toEqual({ code: 'id.kind_invalid', message: ID_MESSAGES.kindInvalid });
    expect(serverReads(details({ idKind: 'pan', idNumber: '  ' }))).toEqual({ id: null });
    expect(serverReads(details({}))).toEqual({ id: null });
  });

  it('should still take the description\'s aadharNo field as an Aadhaar number, refused as before', () => {
    expect(serverReads(details({ aadharNo: AADHAAR }))).toEqual({ id: { kind: 'aadhaar', last4: AADHAAR.slice(-4) } });
    expect(serverReads(details({ aadharNo: '12345' }))).toEqual({ code: 'input.invalid', message: MESSAGES.details.aadhaarLength });
  });

  it('should let the form type only what the kind can hold', () => {
    expect(idTypable('aadhaar', '2341')).toBe(true);
    expect(idTypable('aadhaar', '2341A')).toBe(false);
    expect(idTypable('aadhaar', '2'.repeat(13))).toBe(false);
    expect(idTypable('pan', 'ABCDE1234F')).toBe(true);
    expect(idTypable('pan', 'ABCDE1234FG')).toBe(false);
    expect(idTypable('driving_licence', 'MH12 20110012345')).toBe(true);
    expect(idTypable('other', 'card #7')).toBe(false);
  });
});

describe('a watchlist entry\'s ID', () => {
  it('should take an Aadhaar last four as before, or any kind\'s last four with or without its kind', () => {
    const base = { name: 'Rohan Verma', reason: 'Threatened the reception staff on 2 November.' };
    const idOf = (input: Record<string, unknown>) => {
      const { idKind, idLast4 } = watchlistEntrySchema.parse(input);
      return { idKind, idLast4 };
    };
    expect(idOf({ ...base, aadhaarLast4: '2346' })).toEqual({ idKind: 'aadhaar', idLast4: '2346' });
    expect(idOf({ ...base, idKind: 'pan', idLast4: '234f' })).toEqual({ idKind: 'pan', idLast4: '234F' });
    expect(idOf({ ...base, idLast4: '4567' })).toEqual({ idKind: null, idLast4: '4567' });
    expect(idOf({ ...base, idKind: 'pan' })).toEqual({ idKind: null, idLast4: null });
    expect(idOf(base)).toEqual({ idKind: null, idLast4: null });
    expect(watchlistEntrySchema.safeParse({ ...base, idLast4: '45' }).error?.issues[0]?.message).toBe(ID_MESSAGES.last4Invalid);
  });

  // The add dialog sends what the schema gave it, and the server parses that again.
  it('should give what is itself valid input and parses to itself', () => {
    const base = { name: ' Rohan Verma ', phone: '9812345670', reason: 'Threatened the reception staff on 2 November.' };
    for (const input of [{ ...base, aadhaarLast4: '2346' }, { ...base, idKind: 'pan', idLast4: '234f' }, { ...base, idLast4: '4567' }, base]) {
      const once = watchlistEntrySchema.parse(input);
      expect(watchlistEntrySchema.parse(once)).toEqual(once);
    }
  });
});
