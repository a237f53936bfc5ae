import { z } from 'zod';
import type { ErrorCode } from '../error-codes.ts';
import { MESSAGES } from '../messages.ts';
import { hasControlCharacter } from '../storable-text.ts';
import { isIanaTimeZone } from '../time-zone.ts';
import { emailSchema } from './email.ts';

/** A site's bounds (issue 30). The retention's are VMS_RETENTION_DAYS's too: the first site takes that setting. */
export const SITE_NAME_MAX = 100;
export const SITE_ADDRESS_MAX = 300;
export const SITE_RETENTION_DAYS = { min: 1, max: 36_500, byDefault: 180 } as const;
/** After how many days a returning visitor signs the site's documents again (issue 31); 0: only when a version changes. */
export const SITE_RESIGN_DAYS = { min: 0, max: 3650, byDefault: 0 } as const;

const name = z
  .string({ error: MESSAGES.sites.nameRequired })
  .trim()
  .min(1, MESSAGES.sites.nameRequired)
  .max(SITE_NAME_MAX, MESSAGES.sites.nameTooLong)
  .refine((text) => !hasControlCharacter(text), MESSAGES.sites.nameInvalid);

// A postal address may take several lines; nothing else that steers a terminal.
const address = z
  .string({ error: MESSAGES.sites.addressRequired })
  .trim()
  .min(1, MESSAGES.sites.addressRequired)
  .max(SITE_ADDRESS_MAX, MESSAGES.sites.addressTooLong)
  .refine((text) => !hasControlCharacter(text, { lineFeeds: true }), MESSAGES.sites.addressInvalid);

const timeZone = z.string({ error: MESSAGES.sites.timeZoneInvalid }).trim().refine(isIanaTimeZone, MESSAGES.sites.timeZoneInvalid);

/** Absent, null or blank: no contact address. */
const email = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : typeof value === 'string' ? value.trim() : value),
  emailSchema(MESSAGES.sites.emailInvalid).nullable(),
);

const retentionDays = z
  .number({ error: MESSAGES.sites.retentionInvalid })
  .int(MESSAGES.sites.retentionInvalid)
  .min(SITE_RETENTION_DAYS.min, MESSAGES.sites.retentionInvalid)
  .max(SITE_RETENTION_DAYS.max, MESSAGES.sites.retentionInvalid);

const resignDays = z
  .number({ error: MESSAGES.sites.resignInvalid })
  .int(MESSAGES.sites.resignInvalid)
  .min(SITE_RESIGN_DAYS.min, MESSAGES.sites.resignInvalid)
  .max(SITE_RESIGN_DAYS.max, MESSAGES.sites.resignInvalid);

const onOff = z.boolean({ error: MESSAGES.sites.switchInvalid });

/**
 * `POST /api/sites`, `vms sites add`: a new site. Its own settings default as the installation's
 * settings do (VMS_RETENTION_DAYS 180, VMS_CLOSE_STALE_VISITS and VMS_KIOSK_REQUIRE_PIN off).
 */
export const siteSchema = z.object({
  name,
  address,
  timeZone,
  email: email.default(null),
  retentionDays: retentionDays.default(SITE_RETENTION_DAYS.byDefault),
  resignDays: resignDays.default(SITE_RESIGN_DAYS.byDefault),
  closeStaleVisits: onOff.default(false),
  kioskRequiresPin: onOff.default(false),
});
export type SiteInput = z.output<typeof siteSchema>;

/** `PATCH /api/sites/{id}`, `vms sites update`: the settings given change, the others stay; at least one. */
export const siteChangesSchema = z
  .object({
    name: name.optional(),
    address: address.optional(),
    timeZone: timeZone.optional(),
    email: email.optional(),
    retentionDays: retentionDays.optional(),
    resignDays: resignDays.optional(),
    closeStaleVisits: onOff.optional(),
    kioskRequiresPin: onOff.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), MESSAGES.sites.nothingToChange);
export type SiteChanges = z.output<typeof siteChangesSchema>;

/**
 * The code of each field's refusal, so that a program tells a bad zone from a bad address without
 * reading the text (the text is the schema's). A refusal of the whole (nothing to change) is `''`.
 */
export const SITE_INPUT_CODES = {
  '': 'site.nothing_to_change',
  name: 'site.name_invalid',
  address: 'site.address_invalid',
  timeZone: 'site.timezone_invalid',
  email: 'site.email_invalid',
  retentionDays: 'site.retention_invalid',
  resignDays: 'site.resign_invalid',
  closeStaleVisits: 'site.setting_invalid',
  kioskRequiresPin: 'site.setting_invalid',
} as const satisfies Readonly<Record<string, ErrorCode>>;

/** Whom to assign to a site, or take off it (issue 30, ADR 42): an employee by e-mail. */
export const siteStaffInputSchema = z.object({ email: z.string().trim().toLowerCase().pipe(emailSchema(MESSAGES.sites.staffEmailInvalid)) });
export type SiteStaffInput = z.infer<typeof siteStaffInputSchema>;

/** The code of a refused staff input: the e-mail's. */
export const SITE_STAFF_INPUT_CODES = { '': 'site.staff_email_invalid', email: 'site.staff_email_invalid' } as const satisfies Readonly<Record<string, ErrorCode>>;
