/**
 * Every refusal the product answers with: a stable, specific code for programs and the product's
 * message for people, in one table so that a code never travels with another code's message. An
 * error answer is `{ errmessage, code }`; the web app decides on `code` and shows `errmessage`.
 * Codes are part of the API: never rename one; add a new one instead (docs/adr/0010-error-codes.md).
 */
import { MALFORMED_DATA_MESSAGE, UNDEFINED_DATA_MESSAGE } from './envelope/envelope-format.ts';
import { CONSENT_MESSAGES } from './consent-messages.ts';
import { DOCUMENT_MESSAGES } from './document-messages.ts';
import { ID_MESSAGES } from './id-messages.ts';
import { RIGHTS_MESSAGES } from './rights-messages.ts';
import { MESSAGES } from './messages.ts';

/** What kind of refusal a code is; each kind is one HTTP status (the CLI exits 1 for every one). */
export const ERROR_KINDS = {
  invalid_input: 400, // a rule of the forms failed, or the request could not be read
  invalid_captcha: 400,
  not_authenticated: 401, // no session, or wrong credentials
  invalid_otp: 401,
  session_destroyed: 401, // replaced, ended or idle
  forbidden: 403, // signed in, but this is not the caller's to do or see
  approval_pending: 403,
  not_found: 404,
  conflict: 409, // the thing is not in a state that allows this
  expired: 410, // an OTP or a link that is past its time
  payload_too_large: 413,
  unsupported_media_type: 415, // a body that is not JSON (or a file where a route takes one)
  rate_limited: 429, // a cooldown, a lockout or too many calls
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_KINDS;

/**
 * `message`: the one text of the code; `{name}` placeholders are filled by the thrower. A list: the
 * code's texts in different places (the same refusal, worded per form). `null`: the text is the
 * failed rule's own message from the shared schemas.
 */
export interface ErrorSpec {
  readonly kind: ErrorKind;
  readonly message: string | readonly string[] | null;
}

export const ERRORS = {
  // Sessions and signing in
  'session.destroyed': { kind: 'session_destroyed', message: MESSAGES.session.destroyed },
  'auth.required': { kind: 'not_authenticated', message: MESSAGES.http.notAuthenticated },
  'auth.invalid_credentials': { kind: 'not_authenticated', message: MESSAGES.login.invalidCredentials },
  'auth.locked': { kind: 'rate_limited', message: MESSAGES.login.lockedOut },
  'captcha.wrong': { kind: 'invalid_captcha', message: [MESSAGES.login.invalidCaptcha, MESSAGES.registration.captchaIncorrect] },
  // Single sign-on (issue 32): each lands on the Login page as `?sso_error=<code>`
  'sso.not_configured': { kind: 'not_found', message: MESSAGES.sso.notConfigured },
  'sso.provider_error': { kind: 'not_authenticated', message: MESSAGES.sso.providerError },
  'sso.provider_unavailable': { kind: 'unavailable', message: MESSAGES.sso.providerUnavailable },
  'sso.flow_invalid': { kind: 'not_authenticated', message: MESSAGES.sso.flowInvalid },
  'sso.token_invalid': { kind: 'not_authenticated', message: MESSAGES.sso.tokenInvalid },
  'sso.domain_not_allowed': { kind: 'forbidden', message: MESSAGES.sso.domainNotAllowed },
  'sso.email_unverified': { kind: 'forbidden', message: MESSAGES.sso.emailUnverified },
  'sso.already_linked': { kind: 'conflict', message: MESSAGES.sso.alreadyLinked },
  // Accounts
  'account.not_found': { kind: 'not_found', message: MESSAGES.password.userNotFound },
  'account.pending': { kind: 'approval_pending', message: MESSAGES.status.pending },
  'account.disabled': { kind: 'forbidden', message: MESSAGES.login.accountDisabled },
  'account.first_login': { kind: 'forbidden', message: MESSAGES.login.firstLogin },
  'employee.unknown': { kind: 'not_found', message: 'No employee {email}' },
  // One-time codes
  'otp.cooldown': { kind: 'rate_limited', message: MESSAGES.otp.cooldown },
  'otp.hourly_limit': { kind: 'rate_limited', message: MESSAGES.otp.hourlyLimit },
  'otp.wrong': { kind: 'invalid_otp', message: [MESSAGES.otp.invalid, MESSAGES.otp.invalidReset] },
  'otp.too_many_attempts': { kind: 'invalid_otp', message: MESSAGES.otp.tooManyAttempts },
  'otp.expired': { kind: 'expired', message: MESSAGES.otp.expired },
  'otp.not_verified': { kind: 'forbidden', message: MESSAGES.otp.notVerified },
  // Registration and adding accounts
  'registration.email_taken': { kind: 'conflict', message: MESSAGES.registration.alreadyRegistered },
  'registration.employee_id_taken': { kind: 'conflict', message: MESSAGES.registration.employeeIdTaken },
  'registration.designation_invalid': { kind: 'invalid_input', message: MESSAGES.registration.designationInvalid },
  'registration.home_site_required': { kind: 'invalid_input', message: MESSAGES.registration.homeSiteRequired },
  'registration.home_site_invalid': { kind: 'invalid_input', message: MESSAGES.registration.homeSiteInvalid },
  'registration.manager_required': { kind: 'invalid_input', message: MESSAGES.registration.managerRequired },
  'registration.manager_invalid': { kind: 'invalid_input', message: MESSAGES.registration.managerInvalid },
  'registration.admin_manager_required': { kind: 'invalid_input', message: MESSAGES.registration.adminManagerRequired },
  // Approvals
  'approval.not_your_report': { kind: 'forbidden', message: MESSAGES.approvals.notYourReport },
  'approval.reject_not_your_report': { kind: 'forbidden', message: MESSAGES.approvals.notYourReportToReject },
  'approval.already_approved': { kind: 'conflict', message: MESSAGES.approvals.alreadyApproved },
  'approval.not_your_visitor': { kind: 'forbidden', message: MESSAGES.approvals.notYourVisitor },
  // Visits and the desk
  'visit.not_found': { kind: 'not_found', message: [MESSAGES.photo.dataError, MESSAGES.approvals.visitorFailed] },
  'visit.unknown_pass_code': { kind: 'not_found', message: MESSAGES.time.unknownPass },
  'visit.host_required': { kind: 'invalid_input', message: MESSAGES.pass.hostRequired },
  'visit.host_invalid': { kind: 'invalid_input', message: MESSAGES.pass.hostInvalid },
  'visit.site_invalid': { kind: 'invalid_input', message: MESSAGES.pass.siteInvalid },
  'visit.other_site': { kind: 'forbidden', message: MESSAGES.pass.otherSite },
  'visit.not_submitted': { kind: 'conflict', message: MESSAGES.approvals.visitorNotSubmitted },
  'visit.already_approved': { kind: 'conflict', message: MESSAGES.approvals.visitorAlreadyApproved },
  'visit.missed': { kind: 'conflict', message: MESSAGES.approvals.visitorMissed },
  'visit.already_checked_in': { kind: 'conflict', message: MESSAGES.time.alreadyIn },
  'visit.not_approved': { kind: 'conflict', message: MESSAGES.time.notApproved },
  'visit.not_today': { kind: 'conflict', message: MESSAGES.time.notToday },
  'visit.not_checked_in': { kind: 'conflict', message: MESSAGES.time.notIn },
  'visit.already_checked_out': { kind: 'conflict', message: MESSAGES.time.alreadyOut },
  'visit.cancelled': { kind: 'conflict', message: MESSAGES.myVisits.visitCancelled },
  'visit.not_your_visit': { kind: 'forbidden', message: MESSAGES.myVisits.notYourVisit },
  'visit.link_not_resendable': { kind: 'conflict', message: MESSAGES.myVisits.cannotResend },
  'visit.not_cancellable': { kind: 'conflict', message: MESSAGES.myVisits.cannotCancel },
  // The visitor's link
  'link.invalid': { kind: 'invalid_input', message: MESSAGES.link.invalid },
  'link.expired': { kind: 'expired', message: MESSAGES.link.expired },
  'link.already_submitted': { kind: 'conflict', message: MESSAGES.link.alreadySubmitted },
  'link.cancelled': { kind: 'expired', message: MESSAGES.link.cancelled },
  'link.superseded': { kind: 'expired', message: MESSAGES.link.superseded },
  // Consent (issue 31, docs/product/privacy.md PRIV-CONSENT): refused without the visit's, and the withdrawal link
  'consent.required': { kind: 'invalid_input', message: CONSENT_MESSAGES.required },
  'consent.notice_unknown': { kind: 'conflict', message: CONSENT_MESSAGES.noticeUnknown },
  'consent.withdrawal_link_invalid': { kind: 'invalid_input', message: CONSENT_MESSAGES.withdrawalLinkInvalid },
  'consent.withdrawal_link_expired': { kind: 'expired', message: CONSENT_MESSAGES.withdrawalLinkExpired },
  'consent.nothing_to_withdraw': { kind: 'not_found', message: CONSENT_MESSAGES.nothingToWithdraw },
  'rights.link_invalid': { kind: 'invalid_input', message: RIGHTS_MESSAGES.linkInvalid },
  'rights.link_expired': { kind: 'expired', message: RIGHTS_MESSAGES.linkExpired },
  'rights.nothing_held': { kind: 'not_found', message: RIGHTS_MESSAGES.nothingHeld },
  'rights.correction_invalid': { kind: 'invalid_input', message: RIGHTS_MESSAGES.requestInvalid },
  'rights.grievance_invalid': { kind: 'invalid_input', message: RIGHTS_MESSAGES.grievanceInvalid },
  'rights.visit_not_yours': { kind: 'not_found', message: RIGHTS_MESSAGES.visitNotYours },
  'rights.request_not_found': { kind: 'not_found', message: RIGHTS_MESSAGES.requestNotFound },
  'rights.request_already_resolved': { kind: 'conflict', message: RIGHTS_MESSAGES.requestAlreadyResolved },
  'rights.resolution_invalid': { kind: 'invalid_input', message: RIGHTS_MESSAGES.resolutionInvalid },
  'rights.correction_not_applicable': { kind: 'conflict', message: RIGHTS_MESSAGES.correctionNotApplicable },
  // Site documents with versions and signatures (issue 31, ADR 54).
  'document.title_invalid': { kind: 'invalid_input', message: [DOCUMENT_MESSAGES.titleRequired, DOCUMENT_MESSAGES.titleTooLong, DOCUMENT_MESSAGES.titleInvalid] },
  'document.kind_invalid': { kind: 'invalid_input', message: DOCUMENT_MESSAGES.kindInvalid },
  'document.drawn_signature_invalid': { kind: 'invalid_input', message: DOCUMENT_MESSAGES.drawnSignatureInvalid },
  'document.body_invalid': { kind: 'invalid_input', message: [DOCUMENT_MESSAGES.bodyRequired, DOCUMENT_MESSAGES.bodyTooLong, DOCUMENT_MESSAGES.bodyInvalid] },
  'document.pdf_invalid': { kind: 'invalid_input', message: DOCUMENT_MESSAGES.pdfInvalid },
  'document.pdf_too_large': { kind: 'payload_too_large', message: DOCUMENT_MESSAGES.pdfTooLarge },
  'document.not_found': { kind: 'not_found', message: DOCUMENT_MESSAGES.notFound },
  'document.inactive': { kind: 'conflict', message: DOCUMENT_MESSAGES.inactive },
  'document.not_yours': { kind: 'forbidden', message: DOCUMENT_MESSAGES.notYours },
  'document.signature_required': { kind: 'invalid_input', message: [DOCUMENT_MESSAGES.signatureRequired, DOCUMENT_MESSAGES.typedNameRequired, DOCUMENT_MESSAGES.typedNameInvalid] },
  'document.name_mismatch': { kind: 'invalid_input', message: DOCUMENT_MESSAGES.nameMismatch },
  'document.drawing_invalid': { kind: 'invalid_input', message: DOCUMENT_MESSAGES.drawingInvalid },
  'document.signed_copy_not_found': { kind: 'not_found', message: DOCUMENT_MESSAGES.signedCopyNotFound },
  // The visitor's ID (issue 31): each kind's number refused by its own rule (docs/product/visits.md VIS-DETAILS-11)
  'id.kind_invalid': { kind: 'invalid_input', message: ID_MESSAGES.kindInvalid },
  'id.aadhaar_invalid': { kind: 'invalid_input', message: [MESSAGES.details.aadhaarLength, MESSAGES.details.aadhaarInvalid] },
  'id.passport_invalid': { kind: 'invalid_input', message: ID_MESSAGES.passportInvalid },
  'id.driving_licence_invalid': { kind: 'invalid_input', message: ID_MESSAGES.drivingLicenceInvalid },
  'id.voter_id_invalid': { kind: 'invalid_input', message: ID_MESSAGES.voterIdInvalid },
  'id.pan_invalid': { kind: 'invalid_input', message: ID_MESSAGES.panInvalid },
  'id.other_invalid': { kind: 'invalid_input', message: ID_MESSAGES.otherInvalid },
  // Photos
  'photo.missing': { kind: 'invalid_input', message: MESSAGES.photo.missing },
  'photo.not_jpeg': { kind: 'invalid_input', message: MESSAGES.photo.notJpeg },
  'photo.too_large': { kind: 'payload_too_large', message: MESSAGES.photo.tooLarge },
  'photo.too_many_pixels': { kind: 'invalid_input', message: MESSAGES.photo.tooManyPixels },
  'photo.not_available': { kind: 'not_found', message: MESSAGES.photo.notAvailable },
  // The watchlist (issue 13)
  'watchlist.not_found': { kind: 'not_found', message: MESSAGES.watchlist.notFound },
  'watchlist.already_resolved': { kind: 'conflict', message: MESSAGES.watchlist.alreadyResolved },
  'watchlist.sites_not_yours': { kind: 'forbidden', message: MESSAGES.watchlist.sitesNotYours },
  'watchlist.site_invalid': { kind: 'invalid_input', message: MESSAGES.watchlist.siteInvalid },
  'watchlist.visit_not_flagged': { kind: 'conflict', message: MESSAGES.watchlist.visitNotFlagged },
  'visit.flagged': { kind: 'conflict', message: MESSAGES.watchlist.visitFlagged },
  // Sites (issue 30)
  'site.name_invalid': { kind: 'invalid_input', message: [MESSAGES.sites.nameRequired, MESSAGES.sites.nameTooLong, MESSAGES.sites.nameInvalid] },
  'site.name_taken': { kind: 'conflict', message: MESSAGES.sites.nameTaken },
  'site.address_invalid': { kind: 'invalid_input', message: [MESSAGES.sites.addressRequired, MESSAGES.sites.addressTooLong, MESSAGES.sites.addressInvalid] },
  'site.timezone_invalid': { kind: 'invalid_input', message: MESSAGES.sites.timeZoneInvalid },
  'site.email_invalid': { kind: 'invalid_input', message: MESSAGES.sites.emailInvalid },
  'site.retention_invalid': { kind: 'invalid_input', message: MESSAGES.sites.retentionInvalid },
  'site.log_retention_invalid': { kind: 'invalid_input', message: [MESSAGES.sites.logRetentionTooShort, MESSAGES.sites.logRetentionInvalid] },
  'site.resign_invalid': { kind: 'invalid_input', message: MESSAGES.sites.resignInvalid },
  'site.setting_invalid': { kind: 'invalid_input', message: MESSAGES.sites.switchInvalid },
  'site.nothing_to_change': { kind: 'invalid_input', message: MESSAGES.sites.nothingToChange },
  'site.not_found': { kind: 'not_found', message: MESSAGES.sites.notFound },
  // Evacuation at a site (issue 30)
  'evacuation.site_invalid': { kind: 'invalid_input', message: MESSAGES.evacuation.siteRequired },
  'evacuation.mark_invalid': { kind: 'invalid_input', message: MESSAGES.evacuation.markInvalid },
  'evacuation.already_open': { kind: 'conflict', message: MESSAGES.evacuation.alreadyOpen },
  'evacuation.not_found': { kind: 'not_found', message: MESSAGES.evacuation.notFound },
  'evacuation.ended': { kind: 'conflict', message: MESSAGES.evacuation.ended },
  'evacuation.person_not_found': { kind: 'not_found', message: MESSAGES.evacuation.personNotFound },
  'site.not_yours': { kind: 'forbidden', message: MESSAGES.sites.notYours },
  'site.pick_invalid': { kind: 'invalid_input', message: MESSAGES.sites.pickInvalid },
  'site.staff_unknown': { kind: 'not_found', message: MESSAGES.sites.staffUnknown },
  'site.staff_email_invalid': { kind: 'invalid_input', message: MESSAGES.sites.staffEmailInvalid },
  'site.staff_role_invalid': { kind: 'invalid_input', message: MESSAGES.sites.staffRoleInvalid },
  'site.home_site_not_yours': { kind: 'forbidden', message: MESSAGES.sites.homeSiteNotYours },
  // Entrances of a site (issue 30)
  'entrance.name_invalid': { kind: 'invalid_input', message: [MESSAGES.entrances.nameRequired, MESSAGES.entrances.nameTooLong, MESSAGES.entrances.nameInvalid] },
  'entrance.name_taken': { kind: 'conflict', message: MESSAGES.entrances.nameTaken },
  'entrance.not_found': { kind: 'not_found', message: MESSAGES.entrances.notFound },
  'entrance.invalid': { kind: 'invalid_input', message: MESSAGES.entrances.invalid },
  'entrance.other_site': { kind: 'invalid_input', message: MESSAGES.entrances.otherSite },
  'entrance.retired': { kind: 'conflict', message: MESSAGES.entrances.retired },
  // API tokens (issue 32)
  'token.invalid': { kind: 'not_authenticated', message: MESSAGES.apiTokens.invalid },
  'token.scope_missing': { kind: 'forbidden', message: MESSAGES.apiTokens.scopeMissing },
  'token.name_invalid': { kind: 'invalid_input', message: [MESSAGES.apiTokens.nameRequired, MESSAGES.apiTokens.nameTooLong, MESSAGES.apiTokens.nameInvalid] },
  'token.name_taken': { kind: 'conflict', message: MESSAGES.apiTokens.nameTaken },
  'token.scopes_invalid': { kind: 'invalid_input', message: MESSAGES.apiTokens.scopesInvalid },
  'token.expiry_invalid': { kind: 'invalid_input', message: MESSAGES.apiTokens.expiryInvalid },
  'token.owner_invalid': { kind: 'invalid_input', message: MESSAGES.apiTokens.ownerInvalid },
  'token.not_found': { kind: 'not_found', message: MESSAGES.apiTokens.notFound },
  'token.already_revoked': { kind: 'conflict', message: MESSAGES.apiTokens.alreadyRevoked },
  // SCIM provisioning (issue 32): answered in RFC 7644's error format, each with its scimType
  'scim.token_owner_invalid': { kind: 'invalid_input', message: MESSAGES.scim.tokenOwnerInvalid },
  'scim.invalid_filter': { kind: 'invalid_input', message: MESSAGES.scim.invalidFilter },
  'scim.invalid_value': { kind: 'invalid_input', message: MESSAGES.scim.invalidValue },
  'scim.invalid_syntax': { kind: 'invalid_input', message: MESSAGES.scim.invalidSyntax },
  'scim.invalid_path': { kind: 'invalid_input', message: MESSAGES.scim.invalidPath },
  'scim.user_not_found': { kind: 'not_found', message: MESSAGES.scim.userNotFound },
  'scim.external_id_taken': { kind: 'conflict', message: MESSAGES.scim.externalIdTaken },
  // Webhooks (issue 32): endpoints, and a receiver's answer before a visitor comes in
  'webhook.url_invalid': { kind: 'invalid_input', message: MESSAGES.webhooks.urlInvalid },
  'webhook.url_refused': { kind: 'invalid_input', message: MESSAGES.webhooks.urlRefused },
  'webhook.events_invalid': { kind: 'invalid_input', message: MESSAGES.webhooks.eventsInvalid },
  'webhook.not_found': { kind: 'not_found', message: MESSAGES.webhooks.notFound },
  'webhook.delivery_not_found': { kind: 'not_found', message: MESSAGES.webhooks.deliveryNotFound },
  'webhook.rule_invalid': { kind: 'invalid_input', message: MESSAGES.webhooks.ruleInvalid },
  'chat.not_connected': { kind: 'not_found', message: MESSAGES.webhooks.chatNotConnected },
  'webhook.precheck_denied': { kind: 'forbidden', message: MESSAGES.webhooks.precheckDenied },
  'webhook.precheck_unanswered': { kind: 'forbidden', message: MESSAGES.webhooks.precheckUnanswered },
  // The breach register (issue 31)
  'breach.summary_invalid': { kind: 'invalid_input', message: MESSAGES.breaches.summaryRequired },
  'breach.window_invalid': { kind: 'invalid_input', message: MESSAGES.breaches.windowInvalid },
  'breach.aware_invalid': { kind: 'invalid_input', message: MESSAGES.breaches.awareInvalid },
  'breach.kinds_invalid': { kind: 'invalid_input', message: MESSAGES.breaches.kindsInvalid },
  'breach.sites_invalid': { kind: 'invalid_input', message: MESSAGES.breaches.sitesInvalid },
  'breach.impact_invalid': { kind: 'invalid_input', message: MESSAGES.breaches.impactRequired },
  'breach.measures_invalid': { kind: 'invalid_input', message: MESSAGES.breaches.measuresRequired },
  'breach.contact_invalid': { kind: 'invalid_input', message: MESSAGES.breaches.contactInvalid },
  'breach.report_invalid': { kind: 'invalid_input', message: MESSAGES.breaches.reportInvalid },
  'breach.not_found': { kind: 'not_found', message: MESSAGES.breaches.notFound },
  'breach.notices_already_sent': { kind: 'conflict', message: MESSAGES.breaches.noticesAlreadySent },
  'breach.report_already_submitted': { kind: 'conflict', message: MESSAGES.breaches.reportAlreadySubmitted },
  // The reception kiosk and walk-ins (issue 13)
  'kiosk.required': { kind: 'not_authenticated', message: MESSAGES.kiosk.signedOut },
  'kiosk.not_found': { kind: 'not_found', message: MESSAGES.kiosk.notFound },
  'kiosk.already_revoked': { kind: 'conflict', message: MESSAGES.kiosk.alreadyRevoked },
  'kiosk.appointment_not_found': { kind: 'not_found', message: MESSAGES.kiosk.appointmentNotFound },
  // Every lookup that offers nothing to do: unknown, not approved, already in, already out, wrong PIN (issue 27).
  'kiosk.visit_not_found': { kind: 'not_found', message: MESSAGES.kiosk.visitNotFound },
  'kiosk.visit_other_site': { kind: 'conflict', message: MESSAGES.kiosk.visitOtherSite },
  'kiosk.appointment_not_approved': { kind: 'conflict', message: MESSAGES.kiosk.appointmentNotApproved },
  'kiosk.already_checked_in': { kind: 'conflict', message: MESSAGES.kiosk.alreadyCheckedIn },
  'kiosk.not_checked_in': { kind: 'not_found', message: MESSAGES.kiosk.notCheckedIn },
  'kiosk.see_desk': { kind: 'conflict', message: MESSAGES.kiosk.seeDesk },
  'kiosk.ticket_invalid': { kind: 'invalid_input', message: MESSAGES.kiosk.ticketInvalid },
  'kiosk.host_invalid': { kind: 'invalid_input', message: MESSAGES.kiosk.hostInvalid },
  'walkin.link_invalid': { kind: 'invalid_input', message: MESSAGES.walkIn.linkInvalid },
  'walkin.link_expired': { kind: 'expired', message: MESSAGES.walkIn.linkExpired },
  'walkin.already_approved': { kind: 'conflict', message: MESSAGES.walkIn.alreadyApproved },
  'walkin.already_declined': { kind: 'conflict', message: MESSAGES.walkIn.alreadyDeclined },
  'walkin.not_waiting': { kind: 'conflict', message: MESSAGES.walkIn.notWaiting },
  // The mail outbox (vms mail retry)
  'mail.not_found': { kind: 'not_found', message: 'No mail with id {ids}.' },
  'mail.not_failed': { kind: 'conflict', message: 'Only failed mail can be retried: {mails}.' },
  // Requests
  'input.invalid': { kind: 'invalid_input', message: null },
  'input.unreadable': { kind: 'invalid_input', message: MESSAGES.http.invalidPayload },
  'input.invalid_character': { kind: 'invalid_input', message: MESSAGES.http.invalidCharacter },
  'input.too_deep': { kind: 'invalid_input', message: MESSAGES.http.tooDeep },
  'envelope.undefined': { kind: 'invalid_input', message: UNDEFINED_DATA_MESSAGE },
  'envelope.malformed': { kind: 'invalid_input', message: MALFORMED_DATA_MESSAGE },
  'http.bad_request': { kind: 'invalid_input', message: null },
  'http.forbidden': { kind: 'forbidden', message: MESSAGES.http.forbidden },
  'request.cross_site': { kind: 'forbidden', message: MESSAGES.http.crossSite },
  'request.unsupported_type': { kind: 'unsupported_media_type', message: MESSAGES.http.unsupportedType },
  'http.not_found': { kind: 'not_found', message: MESSAGES.http.notFound },
  'http.payload_too_large': { kind: 'payload_too_large', message: MESSAGES.http.payloadTooLarge },
  'http.too_many_requests': { kind: 'rate_limited', message: MESSAGES.http.tooManyRequests },
  'http.internal': { kind: 'internal', message: MESSAGES.http.internal },
  'http.unavailable': { kind: 'unavailable', message: MESSAGES.http.unavailable },
  'http.web_app_not_built': { kind: 'unavailable', message: 'The web app is not built yet: run `npm run build`.' },
} as const satisfies Readonly<Record<string, ErrorSpec>>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as readonly ErrorCode[];

/** The HTTP status of a code. */
export const statusOf = (code: ErrorCode): number => ERROR_KINDS[ERRORS[code].kind];

/** The `{name}` placeholders of a message template. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type TextOptions<Message> = Message extends null
  ? { readonly message: string }
  : Message extends readonly string[]
    ? { readonly message: Message[number] }
    : Message extends string
      ? [Placeholders<Message>] extends [never]
        ? { readonly message?: never; readonly values?: never }
        : { readonly values: Readonly<Record<Placeholders<Message>, string | number>> }
      : never;

/** What the thrower gives besides the code: the text's choice or values, a subject, details. */
export type ErrorOptions<Code extends ErrorCode> = TextOptions<(typeof ERRORS)[Code]['message']> & {
  /** Named after the message in parentheses: `User not found. Please Register first. (a@b.com)`. */
  readonly about?: string;
  /** Extra facts for the caller, such as the seconds to wait; never secrets. */
  readonly details?: Readonly<Record<string, string | number | boolean>>;
};

/** The arguments after the code: none when the code's text is fixed. */
export type ErrorArguments<Code extends ErrorCode> = object extends ErrorOptions<Code> ? [options?: ErrorOptions<Code>] : [options: ErrorOptions<Code>];

export interface LooseErrorOptions {
  readonly message?: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly about?: string;
  readonly details?: Readonly<Record<string, string | number | boolean>>;
}

/** The text a code answers with, from its table entry and the thrower's options. */
export const messageOf = (code: ErrorCode, options: LooseErrorOptions = {}): string => {
  const spec: ErrorSpec = ERRORS[code];
  let text: string;
  if (typeof spec.message === 'string') {
    const values = options.values ?? {};
    text = spec.message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
  } else {
    text = options.message ?? (spec.message === null ? MESSAGES.http.invalidPayload : (spec.message[0] ?? ''));
  }
  return options.about === undefined ? text : `${text} (${options.about})`;
};
