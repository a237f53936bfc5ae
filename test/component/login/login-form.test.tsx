import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginRequest } from '#contract/validation/auth-payloads.ts';
import type { ExistenceStatus } from '#contract/api/identity-answers.ts';
import { MESSAGES } from '#contract/messages.ts';
import { SIGNED_OUT } from '../../../web/src/features/auth/auth-state.ts';
import { digestOf } from '../../../web/src/features/auth/identity-keys.ts';
import LoginPage from '../../../web/src/features/login/login-page.tsx';
import { envelope } from '../../../web/src/lib/envelope.ts';
import { expectAccessible } from '../accessibility.ts';
import { captchaAnswer, captchaQuestionAnswer, existenceAnswer, loginAnswer } from '../identity-answers.ts';
import { refusal, renderApp, renderPage, signedInUser, type Answer } from '../render-page.tsx';

/** The server's side of the login page: a captcha; nothing else is answered (a sign-in call would be a 501). */
const captchaOnly: Answer = (url) => (url.pathname === '/captcha' ? captchaAnswer(1) : undefined);

const field = (name: string) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });

/**
 * The login form's own rules on /login (docs/product/identity.md ID-SIGNIN-01): what it says before any
 * call, what the e-mail field keeps, the captcha note's five seconds, and showing the password. Moved
 * here from identity-login.test.ts, as were the server's answers below; axe-core judges each state
 * here (test/component/accessibility.ts) and, in Chromium, the Login page in identity-session.test.ts.
 */
describe('the login form (component)', () => {
  const open = () => renderPage(LoginPage, { path: '/login', user: null, answer: captchaOnly });

  it('should keep the caret where it was when a character is refused in the middle of a field', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByTestId('captcha-image');
    await expectAccessible('Login');
    const email = field('Email') as HTMLInputElement;
    await user.type(email, 'priyasharma');
    await user.keyboard('{ArrowLeft>6/}');
    // "!" is refused; the caret stays after "priya", so the "." lands there, not at the end.
    await user.keyboard('!.');
    expect(email.value).toBe('priya.sharma');
    expect(email.selectionStart).toBe(6);
  });

  it('should say to fill the fields when nothing is filled in, and each field\'s own message for some, with no call made', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = open();
    await screen.findByTestId('captcha-image');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const box = await screen.findByRole('dialog');
    expect(box.textContent).toContain(MESSAGES.login.fillAllFields);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.type(field('Email'), 'rahul.mehta');
    await user.type(passwordField(), 'short');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText(MESSAGES.login.passwordTooShort, { exact: true });
    await screen.findByText(MESSAGES.login.captchaRequired, { exact: true });
    await expectAccessible('Login with its errors');
    expect(calls.filter((url) => url.pathname.startsWith('/api/auth/'))).toEqual([]);
  });

  it('should keep only what the e-mail rules allow as it is typed', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByTestId('captcha-image');
    await user.type(field('Email'), 'rahul..mehta@');
    expect(field('Email')).toHaveProperty('value', 'rahul.mehta');
  });

  it('should drop the captcha note after 5 seconds, and show and hide the password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      open();
      await screen.findByTestId('captcha-image');
      await user.type(field('Email'), 'rahul.mehta');
      await user.type(passwordField(), 'Secret@123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await screen.findByText(MESSAGES.login.captchaRequired, { exact: true });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(4_000);
      });
      expect(screen.queryByText(MESSAGES.login.captchaRequired, { exact: true })).not.toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_500);
      });
      await waitFor(() => expect(screen.queryByText(MESSAGES.login.captchaRequired, { exact: true })).toBeNull());
    } finally {
      vi.useRealTimers();
    }
    const user = userEvent.setup({ delay: null });
    expect(passwordField().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField().getAttribute('type')).toBe('password');
  });
});

/** The right answer to each captcha: the pictures' text (the test server's fixed one), and each question's sum. */
const PICTURE_TEXT = 'ABCD';
const questionOf = (n: number) => ({ question: `What is ${n} plus 4? Type the answer in digits.`, answer: String(n + 4) });

/** An account as the server holds it: where it stands, and its password. */
interface Account {
  readonly status: ExistenceStatus;
  readonly password: string;
  readonly name: string;
}

/**
 * The server's side of sign-in (docs/product/identity.md ID-SIGNIN-02, ID-SIGNIN-03): captchas it keeps
 * the answers of, the accounts it knows, and its refusals by code. The requests are opened with the
 * envelope, so that what the form sends (the captcha's id, the password's digest) is what decides.
 */
const signInServer = (accounts: Readonly<Record<string, Account>>) => {
  const answers = new Map<string, string>();
  const asked = { pictures: 0, questions: 0 };
  const signIn = async (request: LoginRequest): Promise<Response> => {
    const expected = answers.get(String(request.captchaId));
    answers.delete(String(request.captchaId));
    if (expected === undefined || expected !== request.captcha) return refusal('captcha.wrong');
    const account = accounts[String(request.email)];
    if (!account || request.password !== (await digestOf(account.password))) return refusal('auth.invalid_credentials');
    return loginAnswer({ ...signedInUser('employee', account.name), emp_email: String(request.email) });
  };
  const answer: Answer = (url, init) => {
    const body = (): Record<string, string> => JSON.parse(String(init?.body)) as Record<string, string>;
    switch (url.pathname) {
      case '/captcha':
        asked.pictures += 1;
        answers.set(`captcha-${asked.pictures}`, PICTURE_TEXT);
        return captchaAnswer(asked.pictures);
      case '/captcha/question': {
        asked.questions += 1;
        const { question, answer: sum } = questionOf(asked.questions);
        answers.set(`question-${asked.questions}`, sum);
        return captchaQuestionAnswer(question, `question-${asked.questions}`);
      }
      case '/api/auth/check-user-existence':
        return existenceAnswer(accounts[envelope.decrypt(body().en_email)]?.status ?? null);
      case '/api/auth/login':
        return signIn(envelope.decryptJson(body().data) as LoginRequest);
      default:
        return undefined;
    }
  };
  return { answer, asked };
};

const RAHUL: Account = { status: 'Approved', password: 'Manager@123', name: 'Rahul Mehta' };
const PENDING: Account = { status: 'Approval Pending', password: 'Whatever1!', name: 'Pending Person' };

describe('the login form and the server\'s answers (component)', () => {
  const accounts = { 'rahul.mehta@example.com': RAHUL, 'pending.person@example.com': PENDING };
  const open = () => {
    const server = signInServer(accounts);
    return { ...renderApp({ path: '/login', auth: SIGNED_OUT, answer: server.answer }), asked: server.asked };
  };

  /** Fills the form as typed and presses Login. */
  const submit = async (user: ReturnType<typeof userEvent.setup>, prefix: string, password: string, captcha = PICTURE_TEXT) => {
    await user.clear(field('Email'));
    await user.type(field('Email'), prefix);
    await user.clear(passwordField());
    await user.type(passwordField(), password);
    await user.clear(field('CAPTCHA'));
    await user.type(field('CAPTCHA'), captcha);
    await user.click(screen.getByRole('button', { name: 'Login' }));
  };

  /** Waits for the message box to say `text`, then presses OK. */
  const acknowledge = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
    const box = await screen.findByRole('dialog');
    expect(box.textContent).toContain(text);
    await user.click(within(box).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };

  // The journey's one run through the answers, one test each here: a wrong captcha, a wrong password, an
  // unknown address with the way to register, an account still pending (the form with its errors is the
  // first describe's).
  it('should say the captcha was wrong, with the server\'s word under the field and a new captcha', async () => {
    const user = userEvent.setup({ delay: null });
    const { asked } = open();
    await screen.findByTestId('captcha-image');
    await submit(user, 'rahul.mehta', RAHUL.password, 'ZZZZ');
    await acknowledge(user, MESSAGES.login.captchaFailed);
    await screen.findByText(MESSAGES.login.invalidCaptcha, { exact: true });
    await waitFor(() => expect(asked.pictures).toBe(2));
    expect(field('CAPTCHA')).toHaveProperty('value', '');
  });

  it('should say the password was wrong', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByTestId('captcha-image');
    await submit(user, 'rahul.mehta', 'Wrong@1234');
    await acknowledge(user, MESSAGES.login.invalidCredentials);
  });

  it('should prompt an unknown address to register, with the way there', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = open();
    await screen.findByTestId('captcha-image');
    await submit(user, 'nobody.here', 'Whatever1!');
    const prompt = await screen.findByRole('dialog');
    expect(prompt.textContent).toContain(MESSAGES.login.registerFirst);
    await expectAccessible('the register prompt', prompt);
    await user.click(within(prompt).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('link', { name: 'Register' });

    // The register prompt's link leads to registration.
    await submit(user, 'nobody.here', 'Whatever1!');
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Register' }));
    await screen.findByRole('heading', { level: 1, name: 'Employee Registration' });
    expect(location().pathname).toBe('/registration');
  });

  it('should say a registration still waits for the manager, and clear the form', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByTestId('captcha-image');
    await submit(user, 'pending.person', PENDING.password);
    await acknowledge(user, MESSAGES.status.pending);
    expect(field('Email')).toHaveProperty('value', '');
    expect(passwordField()).toHaveProperty('value', '');
  });

  it('should link to Forgot Password with the address typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = open();
    await screen.findByTestId('captcha-image');
    await user.type(field('Email'), 'rahul.mehta');
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    expect(location().pathname).toBe('/Forgotpassword');
    expect(field('Email')).toHaveProperty('value', 'rahul.mehta');
    await expectAccessible('Forgot Password');
  });

  it('should sign in with the captcha question instead of the picture', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = open();
    await screen.findByTestId('captcha-image');
    await user.click(screen.getByRole('button', { name: 'Cannot read the picture? Answer a question instead' }));
    const first = await screen.findByTestId('captcha-question');
    // The field is described by the question, so a screen reader reads it with the field.
    expect(field('CAPTCHA').getAttribute('aria-describedby')).toBe(first.id);
    await expectAccessible('Login with the captcha question');

    // A wrong answer: refused like a wrong picture, and a new question comes (still a question).
    await submit(user, 'rahul.mehta', RAHUL.password, String(Number(questionOf(1).answer) + 1));
    await acknowledge(user, MESSAGES.login.captchaFailed);
    await screen.findByText(MESSAGES.login.invalidCaptcha, { exact: true });
    const second = await screen.findByText(questionOf(2).question);
    expect(second.getAttribute('data-testid')).toBe('captcha-question');
    // The field is described by the new question and by its error.
    const describedBy = (field('CAPTCHA').getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy[0]).toBe(second.id);
    expect(document.getElementById(describedBy[1] ?? '')?.textContent).toContain(MESSAGES.login.invalidCaptcha);
    await expectAccessible('Login with a wrong answer to the captcha question');

    await submit(user, 'rahul.mehta', RAHUL.password, questionOf(2).answer);
    await acknowledge(user, MESSAGES.login.success);
    await screen.findByRole('heading', { level: 1, name: 'Employee Dashboard' });
    expect(location().pathname).toBe('/EmployeeDashboard');
  });
});
