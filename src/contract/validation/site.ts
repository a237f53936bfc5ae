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
/**
 * The logs' retention (issue 31, docs/adr/0050-retention-by-site-and-kind.md): the DPDP Rules ask for
 * processing logs to be kept at least a year, so no log is kept less; a new site keeps them that year.
 */
export const SITE_LOG_RETENTION_DAYS = { min: 365, max: 36_500, byDefault: 365 } as const;

/**
 * What a site keeps, each for its own days (ADR 50): a visitor's personal data after the visit's day,
 * their photos (at most as long as the data: the data's erasure takes them too), the audit log (the
 * visits' events and the admin trail) and the processing logs (consent records, mails, webhook messages).
 */
export const RETENTION_KINDS = ['personalDataDays', 'photoDays', 'auditLogDays', 'processingLogDays'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

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

// Under the year is refused with its own words (the floor's why); anything else not a day count with the range.
const logRetentionDays = z
  .number({ error: MESSAGES.sites.logRetentionInvalid })
  .int(MESSAGES.sites.logRetentionInvalid)
  .min(SITE_LOG_RETENTION_DAYS.min, MESSAGES.sites.logRetentionTooShort)
  .max(SITE_LOG_RETENTION_DAYS.max, MESSAGES.sites.logRetentionInvalid);
const resignDays = z
  .number({ error: MESSAGES.sites.resignInvalid })
  .int(MESSAGES.sites.resignInvalid)
  .min(SITE_RESIGN_DAYS.min, MESSAGES.sites.resignInvalid)
  .max(SITE_RESIGN_DAYS.max, MESSAGES.sites.resignInvalid);

const onOff = z.boolean({ error: MESSAGES.sites.switchInvalid });

/**
 * `POST /api/sites`, `vms sites add`: a new site. Its own settings default as the installation's
 * settings do (VMS_RETENTION_DAYS 180 for the data and photos, VMS_CLOSE_STALE_VISITS and
 * VMS_KIOSK_REQUIRE_PIN off); its logs are kept the year's floor.
 */
export const siteSchema = z.object({
  name,
  address,
  timeZone,
  email: email.default(null),
  personalDataDays: retentionDays.default(SITE_RETENTION_DAYS.byDefault),
  photoDays: retentionDays.default(SITE_RETENTION_DAYS.byDefault),
  auditLogDays: logRetentionDays.default(SITE_LOG_RETENTION_DAYS.byDefault),
  processingLogDays: logRetentionDays.default(SITE_LOG_RETENTION_DAYS.byDefault),
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
    personalDataDays: retentionDays.optional(),
    photoDays: retentionDays.optional(),
    auditLogDays: logRetentionDays.optional(),
    processingLogDays: logRetentionDays.optional(),
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
  personalDataDays: 'site.retention_invalid',
  photoDays: 'site.retention_invalid',
  auditLogDays: 'site.log_retention_invalid',
  processingLogDays: 'site.log_retention_invalid',
  resignDays: 'site.resign_invalid',
  closeStaleVisits: 'site.setting_invalid',
  kioskRequiresPin: 'site.setting_invalid',
} as const satisfies Readonly<Record<string, ErrorCode>>;

/** Whom to assign to a site, or take off it (issue 30, ADR 42): an employee by e-mail. */
export const siteStaffInputSchema = z.object({ email: z.string().trim().toLowerCase().pipe(emailSchema(MESSAGES.sites.staffEmailInvalid)) });
export type SiteStaffInput = z.infer<typeof siteStaffInputSchema>;

/** The code of a refused staff input: the e-mail's. */
export const SITE_STAFF_INPUT_CODES = { '': 'site.staff_email_invalid', email: 'site.staff_email_invalid' } as const satisfies Readonly<Record<string, ErrorCode>>;

/**
 * The site a user picked on the dashboards, the desk or the insights (issue 30), remembered for them:
 * a site's id, or null for "all my sites".
 */
export const sitePickSchema = z.object(
  { siteId: z.number({ error: MESSAGES.sites.pickInvalid }).int(MESSAGES.sites.pickInvalid).positive(MESSAGES.sites.pickInvalid).max(2147483647, MESSAGES.sites.pickInvalid).nullable() },
  { error: MESSAGES.sites.pickInvalid },
);
export type SitePick = z.infer<typeof sitePickSchema>;

/** The code of a refused pick. */
export const SITE_PICK_CODES = { '': 'site.pick_invalid', siteId: 'site.pick_invalid' } as const satisfies Readonly<Record<string, ErrorCode>>;
