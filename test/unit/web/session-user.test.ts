import { describe, expect, it } from 'vitest';
import { loginAnswerSchema } from '#contract/api/identity-answers.ts';
import { BrowserEnvelope } from '../../../web/src/lib/browser-envelope.ts';
import { authUserFromAnswer } from '../../../web/src/features/auth/session-user.ts';

const envelope = new BrowserEnvelope('unit-test-phrase');
const decrypt = (value: unknown) => envelope.decrypt(value);

/** A login answer as the server sends it, with some sessionData fields replaced. */
const raw = (overrides: Record<string, unknown> = {}) => ({
  result: {
    sessionData: {
      id: 7,
      emp_name: envelope.encrypt('Neha Kulkarni'),
      emp_email: envelope.encrypt('neha@example.com'),
      emp_phonenumber: envelope.encrypt('9123456780'),
      emp_id: envelope.encrypt('E1234'),
      manager: envelope.encrypt('manager@example.com'),
      userstatus: envelope.encrypt('Approved'),
      jobtitle: envelope.encrypt('Manager'),
      ...overrides,
    },
    storedSessionId: '2b1f0c9e-8d5c-4a55-9b8e-6f1f3c1d2e4f',
    isAuthenticated: true,
    message: 'login successful',
  },
  user: envelope.encrypt({ email: 'neha@example.com', employee_id: 'E1234', designation: 'Manager' }),
});

/** The answer as the API layer hands it on: checked against the shared schema first. */
const answer = (overrides: Record<string, unknown> = {}) => loginAnswerSchema.parse(raw(overrides));

describe('the signed-in user from the login answer', () => {
  it('should decrypt every field, lowercase the job title into the role and keep the session id', () => {
    expect(authUserFromAnswer(answer(), decrypt)).toEqual({
      id: 7,
      emp_name: 'Neha Kulkarni',
      emp_email: 'neha@example.com',
      emp_phonenumber: '9123456780',
      emp_id: 'E1234',
      manager: 'manager@example.com',
      userstatus: 'Approved',
      role: 'manager',
      sessionId: '2b1f0c9e-8d5c-4a55-9b8e-6f1f3c1d2e4f',
    });
  });

  it('should keep a missing manager and phone as null (the first admin has no manager)', () => {
    const user = authUserFromAnswer(answer({ manager: envelope.encrypt(''), emp_phonenumber: envelope.encrypt(''), jobtitle: envelope.encrypt('Admin') }), decrypt);
    expect(user).toMatchObject({ manager: null, emp_phonenumber: null, role: 'admin' });
  });

  it('should refuse an answer it cannot trust', () => {
    expect(authUserFromAnswer(answer({ jobtitle: envelope.encrypt('Visitor') }), decrypt)).toBeNull();
    expect(authUserFromAnswer(answer({ emp_email: `${'00'.repeat(16)}:${'00'.repeat(16)}` }), decrypt)).toBeNull();
    // What the shared schema refuses never reaches it (the API layer rejects with UnexpectedAnswerError).
    expect(loginAnswerSchema.safeParse(raw({ emp_email: 'not-an-envelope' })).success).toBe(false);
    expect(loginAnswerSchema.safeParse(raw({ id: undefined })).success).toBe(false);
    expect(loginAnswerSchema.safeParse({ ...raw(), result: { ...raw().result, storedSessionId: '' } }).success).toBe(false);
    expect(loginAnswerSchema.safeParse({ ...raw(), result: { ...raw().result, isAuthenticated: false } }).success).toBe(false);
    expect(loginAnswerSchema.safeParse(null).success).toBe(false);
  });
});
