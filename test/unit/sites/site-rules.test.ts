import { describe, expect, it } from 'vitest';
import { ERRORS } from '#contract/error-codes.ts';
import { MESSAGES } from '#contract/messages.ts';
import { isIanaTimeZone } from '#contract/time-zone.ts';
import { SITE_INPUT_CODES, siteChangesSchema, siteSchema } from '#contract/validation/site.ts';
import { DomainError } from '#kernel/domain-error.ts';
import { parseInput } from '#kernel/validation/parse-input.ts';

const PUNE = { name: 'Pune', address: 'Tower A, Hinjewadi, Pune', timeZone: 'Asia/Kolkata' };

/** The refusal a site's input gets, as the API and the CLI answer it: its code, text and field. */
const refusal = (schema: typeof siteSchema | typeof siteChangesSchema, value: unknown) => {
  try {
    parseInput(schema, value, SITE_INPUT_CODES);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message, field: error.details?.['field'] };
    throw error;
  }
  return undefined;
};

describe('a site\'s time zone', () => {
  it.each(['Asia/Kolkata', 'Europe/London', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT-5', 'Asia/Calcutta'])('should take the IANA zone %s', (zone) => {
    expect(isIanaTimeZone(zone)).toBe(true);
  });

  it.each(['', 'Mars/Olympus', 'Asia/Pune', '+05:30', '-0800', 'India Standard Time', 'x'.repeat(65)])('should refuse "%s"', (zone) => {
    expect(isIanaTimeZone(zone)).toBe(false);
  });
});

describe('the site rules (one schema for the API and the CLI)', () => {
  it('should take a site with its defaults for the settings not given', () => {
    expect(siteSchema.parse({ ...PUNE, name: '  Pune  ', email: '  ' })).toEqual({
      ...PUNE,
      email: null,
      personalDataDays: 180,
      photoDays: 180,
      auditLogDays: 365,
      processingLogDays: 365,
      resignDays: 0,
      closeStaleVisits: false,
      kioskRequiresPin: false,
    });
    const longest = { personalDataDays: 36_500, photoDays: 1, auditLogDays: 365, processingLogDays: 36_500 };
    expect(siteSchema.parse({ ...PUNE, email: 'desk@example.com', ...longest, closeStaleVisits: true, kioskRequiresPin: true })).toMatchObject({ email: 'desk@example.com', ...longest });
    expect(siteSchema.parse({ ...PUNE, name: 'x'.repeat(100), address: 'Line one\nLine two'.padEnd(300, '.') }).name).toHaveLength(100);
  });

  it.each([
    [{ ...PUNE, timeZone: 'Asia/Pune' }, 'site.timezone_invalid', MESSAGES.sites.timeZoneInvalid, 'timeZone'],
    [{ ...PUNE, timeZone: 530 }, 'site.timezone_invalid', MESSAGES.sites.timeZoneInvalid, 'timeZone'],
    [{ ...PUNE, email: 'desk@' }, 'site.email_invalid', MESSAGES.sites.emailInvalid, 'email'],
    [{ ...PUNE, name: '   ' }, 'site.name_invalid', MESSAGES.sites.nameRequired, 'name'],
    [{ ...PUNE, name: 'x'.repeat(101) }, 'site.name_invalid', MESSAGES.sites.nameTooLong, 'name'],
    [{ ...PUNE, name: 'Pune\nEast' }, 'site.name_invalid', MESSAGES.sites.nameInvalid, 'name'],
    [{ ...PUNE, name: 'Pune \u202eEast' }, 'site.name_invalid', MESSAGES.sites.nameInvalid, 'name'],
    [{ name: 'Pune', timeZone: 'Asia/Kolkata' }, 'site.address_invalid', MESSAGES.sites.addressRequired, 'address'],
    [{ ...PUNE, address: 'x'.repeat(301) }, 'site.address_invalid', MESSAGES.sites.addressTooLong, 'address'],
    [{ ...PUNE, address: 'Tower A\tPune' }, 'site.address_invalid', MESSAGES.sites.addressInvalid, 'address'],
    [{ ...PUNE, personalDataDays: 0 }, 'site.retention_invalid', MESSAGES.sites.retentionInvalid, 'personalDataDays'],
    [{ ...PUNE, personalDataDays: 36_501 }, 'site.retention_invalid', MESSAGES.sites.retentionInvalid, 'personalDataDays'],
    [{ ...PUNE, personalDataDays: 2.5 }, 'site.retention_invalid', MESSAGES.sites.retentionInvalid, 'personalDataDays'],
    [{ ...PUNE, personalDataDays: '30' }, 'site.retention_invalid', MESSAGES.sites.retentionInvalid, 'personalDataDays'],
    [{ ...PUNE, photoDays: 0 }, 'site.retention_invalid', MESSAGES.sites.retentionInvalid, 'photoDays'],
    // The logs' floor (ADR 50, DPDP Rules): a year at least, with its own words and code.
    [{ ...PUNE, auditLogDays: 364 }, 'site.log_retention_invalid', MESSAGES.sites.logRetentionTooShort, 'auditLogDays'],
    [{ ...PUNE, processingLogDays: 30 }, 'site.log_retention_invalid', MESSAGES.sites.logRetentionTooShort, 'processingLogDays'],
    [{ ...PUNE, processingLogDays: 0 }, 'site.log_retention_invalid', MESSAGES.sites.logRetentionTooShort, 'processingLogDays'],
    [{ ...PUNE, auditLogDays: 36_501 }, 'site.log_retention_invalid', MESSAGES.sites.logRetentionInvalid, 'auditLogDays'],
    [{ ...PUNE, auditLogDays: 400.5 }, 'site.log_retention_invalid', MESSAGES.sites.logRetentionInvalid, 'auditLogDays'],
    [{ ...PUNE, processingLogDays: '730' }, 'site.log_retention_invalid', MESSAGES.sites.logRetentionInvalid, 'processingLogDays'],
    [{ ...PUNE, resignDays: -1 }, 'site.resign_invalid', MESSAGES.sites.resignInvalid, 'resignDays'],
    [{ ...PUNE, resignDays: 3651 }, 'site.resign_invalid', MESSAGES.sites.resignInvalid, 'resignDays'],
    [{ ...PUNE, closeStaleVisits: 'on' }, 'site.setting_invalid', MESSAGES.sites.switchInvalid, 'closeStaleVisits'],
  ])('should refuse %j with its code and message', (value, code, message, field) => {
    expect(refusal(siteSchema, value)).toEqual({ code, message, field });
  });

  it('should take a change of some settings, and refuse a change of none', () => {
    expect(siteChangesSchema.parse({ personalDataDays: 30, photoDays: 7 })).toEqual({ personalDataDays: 30, photoDays: 7 });
    expect(refusal(siteChangesSchema, { auditLogDays: 364 })).toEqual({ code: 'site.log_retention_invalid', message: MESSAGES.sites.logRetentionTooShort, field: 'auditLogDays' });
    expect(siteChangesSchema.parse({ email: '' })).toEqual({ email: null });
    expect(refusal(siteChangesSchema, {})).toEqual({ code: 'site.nothing_to_change', message: MESSAGES.sites.nothingToChange, field: undefined });
    expect(refusal(siteChangesSchema, { timeZone: 'Europe/Londres' })).toMatchObject({ code: 'site.timezone_invalid', field: 'timeZone' });
  });

  it("should answer each code with one of that code's own texts", () => {
    for (const code of new Set(Object.values(SITE_INPUT_CODES))) {
      const spec = ERRORS[code];
      expect(spec.kind, code).toBe('invalid_input');
      expect(spec.message, code).not.toBeNull();
    }
    // Every message the schema can give is among its code's texts (checked through the cases above).
    expect(ERRORS['site.name_invalid'].message).toEqual([MESSAGES.sites.nameRequired, MESSAGES.sites.nameTooLong, MESSAGES.sites.nameInvalid]);
  });
});
