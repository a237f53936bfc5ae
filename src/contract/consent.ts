import { z } from 'zod';
import { CONSENT_MESSAGES } from './consent-messages.ts';
import type { ErrorCode } from './error-codes.ts';

/**
 * Consent (issue 31, DPDP Act 2023 s.6): the purposes a person may agree to and the channels a consent
 * comes through, and the one rule the forms and the server share (docs/product/privacy.md PRIV-CONSENT).
 * Visit processing is what a visit (or an employee's account) needs; every other purpose is optional,
 * asked separately and unticked until the person ticks it.
 */
export const CONSENT_PURPOSES = ['visit_processing', 'photo_badge_reuse'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The purpose nothing goes ahead without. */
export const REQUIRED_PURPOSE = 'visit_processing' satisfies ConsentPurpose;

/** Where a consent was given: the e-mailed details-form link, a reception kiosk, an employee's registration. */
export const CONSENT_CHANNELS = ['link', 'kiosk', 'registration'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** A notice's language: ISO 639-1 (`en`, `hi`, …); a notice file names its own. */
export const NOTICE_LANGUAGE = /^[a-z]{2}$/;

const required = { error: CONSENT_MESSAGES.required };

/**
 * The consent a form sends with its details: which notice (version and language) the person read and
 * the purposes they ticked. The required purpose must be among them, each purpose once; the server
 * then checks the version and language against the notices it has (consent.notice_unknown).
 */
export const consentSchema = z
  .object(
    {
      noticeVersion: z.number(required).int(required).min(1, required).max(100_000, required),
      language: z.string(required).regex(NOTICE_LANGUAGE, required),
      purposes: z.array(z.enum(CONSENT_PURPOSES, required), required).max(CONSENT_PURPOSES.length, required),
    },
    required,
  )
  .refine((consent) => consent.purposes.includes(REQUIRED_PURPOSE) && new Set(consent.purposes).size === consent.purposes.length, required);
export type ConsentInput = z.output<typeof consentSchema>;

/** For `parseInput`: a payload's `consent` field, when wrong or missing, is `consent.required`. */
export const CONSENT_FIELD_CODES: Readonly<Record<string, ErrorCode>> = { consent: 'consent.required' };
