import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { newPasswordFormSchema } from '../../../web/src/features/forgot-password/new-password-schema.ts';
import { keptManager, managersFor, toFormErrors } from '../../../web/src/features/registration/registration-model.ts';
import { validate } from '../../../web/src/lib/validate.ts';

const MANAGERS = [
  { email: 'rahul@example.com', jobtitle: 'Manager' },
  { email: 'asha@example.com', jobtitle: 'Admin' },
];

describe('registration: reporting managers by designation', () => {
  it('should offer an admin registrant only admin managers, everyone else all of them', () => {
    expect(managersFor('Admin', MANAGERS).map((m) => m.email)).toEqual(['asha@example.com']);
    expect(managersFor('Employee', MANAGERS).map((m) => m.email)).toEqual(['rahul@example.com', 'asha@example.com']);
    expect(managersFor('', MANAGERS)).toHaveLength(2);
  });

  it('should drop the chosen manager when the new designation no longer allows them', () => {
    expect(keptManager('Admin', 'rahul@example.com', MANAGERS)).toBe('');
    expect(keptManager('Admin', 'asha@example.com', MANAGERS)).toBe('asha@example.com');
    expect(keptManager('Security', 'rahul@example.com', MANAGERS)).toBe('rahul@example.com');
  });

  it('should show the payload schema\'s messages under the form\'s own fields', () => {
    expect(toFormErrors({ phonenumber: MESSAGES.registration.phoneRequired, captchaId: MESSAGES.login.captchaToSubmit, selectedManager: 'x' })).toEqual({
      phone: MESSAGES.registration.phoneRequired,
      captcha: MESSAGES.login.captchaToSubmit,
      manager: 'x',
    });
  });
});

describe('new password and its confirmation', () => {
  const check = (password: string, confirmPassword: string) => validate(newPasswordFormSchema, { password, confirmPassword });

  it('should say what is missing', () => {
    expect(check('', '')).toEqual({ ok: false, errors: { password: MESSAGES.password.required, confirmPassword: MESSAGES.password.confirmRequired } });
  });

  it('should report a weak password and a confirmation that differs from it at once', () => {
    expect(check('Neha2026', 'Other@2026')).toEqual({
      ok: false,
      errors: { password: MESSAGES.password.invalid, confirmPassword: MESSAGES.password.mismatch },
    });
    expect(check('Neha2026', 'Neha2026')).toEqual({ ok: false, errors: { password: MESSAGES.password.invalid } });
    expect(check('Neha2026', '')).toEqual({ ok: false, errors: { password: MESSAGES.password.invalid, confirmPassword: MESSAGES.password.confirmRequired } });
  });

  it('should refuse two different passwords with the description\'s message', () => {
    expect(check('Neha@2026', 'Neha@2027')).toEqual({ ok: false, errors: { confirmPassword: MESSAGES.password.mismatch } });
  });

  it('should accept a good pair, spaces stripped', () => {
    expect(check('Neha@ 2026', 'Neha@2026 ')).toEqual({ ok: true, data: { password: 'Neha@2026', confirmPassword: 'Neha@2026' } });
  });
});
