import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { checkUserExistence, fetchCaptcha, fetchPendingEmployees, logIn } from '../../../web/src/features/auth/identity-api.ts';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { answering, failureOf } from './answer-stub.ts';

describe('the SPA\'s identity calls against the shared answer schemas', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should read a well-formed existence answer', async () => {
    answering({ result: { emailExists: true, status: envelope.encrypt('First Login') } });
    expect(await checkUserExistence('neha@example.com')).toEqual({ emailExists: true, status: 'First Login' });
    answering({ result: { emailExists: false, status: null } });
    expect(await checkUserExistence('nobody@example.com')).toEqual({ emailExists: false, status: null });
  });

  it('should reject identity answers of the wrong shape with the product\'s message, naming the call and the field', async () => {
    answering({ result: { emailExists: true, status: envelope.encrypt('Maybe') } });
    const unknownStatus = await failureOf(checkUserExistence('neha@example.com'));
    expect(unknownStatus.message).toBe(MESSAGES.login.unexpectedResponse);
    expect(unknownStatus.call).toBe('check-user-existence');
    answering({ captcha: 'data:image/svg+xml;base64,AAAA' });
    expect((await failureOf(fetchCaptcha())).problems).toMatch(/^captchaId: /);
    answering({ result: envelope.encrypt([{ emp_name: 'Neha', emp_id: 'E1234', emp_email: 'neha@example.com', emp_phonenumber: '', userstatus: 'Unknown' }]) });
    expect((await failureOf(fetchPendingEmployees('priya@example.com'))).problems).toMatch(/^0\.userstatus: /);
    answering({ result: { storedSessionId: 's', isAuthenticated: true, message: 'login successful' }, user: envelope.encrypt({}) });
    expect((await failureOf(logIn({ email: 'neha@example.com', password: 'x', captchaId: 'c', captcha: 'ABCD' }))).problems).toMatch(/^result\.sessionData: /);
  });
});
