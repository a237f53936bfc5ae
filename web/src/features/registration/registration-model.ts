import { mayReportTo } from '#contract/capabilities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { roleFromDesignation } from '#contract/roles.ts';
import { ApiError } from '../../lib/api-client.ts';

/** What the registration form needs to know of a manager (identity-api's ManagerOption fits). */
export interface ManagerLike {
  readonly email: string;
  /** 'Manager' or 'Admin'. */
  readonly jobtitle: string;
}

/**
 * The managers a registrant of `designation` may report to (docs/product/identity.md ID-FIELDS-05; docs/product/roles-and-screens.md ROLE-07): an admin
 * only to an admin, everyone else to any manager or admin.
 */
export const managersFor = <Manager extends ManagerLike>(designation: string, managers: readonly Manager[]): Manager[] => {
  const role = roleFromDesignation(designation);
  return managers.filter((manager) => mayReportTo(role, roleFromDesignation(manager.jobtitle)));
};

/** The chosen manager, kept only while the designation still allows them; '' otherwise. */
export const keptManager = (designation: string, managerEmail: string, managers: readonly ManagerLike[]): string =>
  managerEmail !== '' && managersFor(designation, managers).some((manager) => manager.email === managerEmail) ? managerEmail : '';

/** Which form field shows a message of the shared registration payload schema. */
export const REGISTRATION_FIELD_OF: Readonly<Record<string, RegistrationField>> = {
  name: 'name',
  phonenumber: 'phone',
  employeeid: 'employeeId',
  selectedDesignation: 'designation',
  selectedManager: 'manager',
  captcha: 'captcha',
  captchaId: 'captcha',
  email: 'email',
};

export type RegistrationField = 'email' | 'name' | 'phone' | 'employeeId' | 'designation' | 'manager' | 'captcha';

/** The schema's errors (keyed by payload field) as the form's errors (keyed by form field), first message each. */
export const toFormErrors = (errors: Readonly<Record<string, string>>): Partial<Record<RegistrationField, string>> => {
  const mapped: Partial<Record<RegistrationField, string>> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = REGISTRATION_FIELD_OF[key];
    if (field && mapped[field] === undefined) mapped[field] = message;
  }
  return mapped;
};

/**
 * What a refused registration does (docs/product/identity.md ID-REG-02 and ID-REG-04), decided on codes and statuses: a wrong
 * captcha under its field, an address proof that ran out back to the e-mail step, another refusal in
 * the server's words, a server failure 'Internal server error,Failed to register user', and a failure
 * with no answer at all 'Failed to register user'.
 */
export type RegistrationFailure = { readonly kind: 'captcha' | 'startOver' | 'message'; readonly message: string };

export const registrationFailure = (failure: unknown): RegistrationFailure => {
  if (!(failure instanceof ApiError)) return { kind: 'message', message: MESSAGES.registration.failed };
  if (failure.code === 'captcha.wrong') return { kind: 'captcha', message: failure.message };
  if (failure.code === 'otp.not_verified') return { kind: 'startOver', message: failure.message };
  if (failure.status >= 400 && failure.status < 500) return { kind: 'message', message: failure.message };
  return { kind: 'message', message: MESSAGES.registration.failedServer };
};
