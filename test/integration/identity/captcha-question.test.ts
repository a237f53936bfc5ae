import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyCaptcha } from '../../../src/identity/application/verify-captcha.ts';
import { captchaAnswerHash } from '../../../src/identity/domain/captcha-challenge.ts';
import { ServerCrypto } from '../../../src/platform/ports/server-crypto.ts';
import { PUBLIC_LIMIT_RULES } from '../../../src/identity/adapters/http/public-limits.ts';
import { solveCaptchaQuestion } from '../../support/captcha-question.ts';
import { MINUTE } from '../../support/fake-clock.ts';
import { addAccount, digest, email, proveAddress, registrant } from '../../support/identity-flows.ts';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { TestClient } from '../../support/test-client.ts';
import { sqlClient } from '../../support/test-database.ts';

/**
 * The captcha's accessible alternative (issue 12): GET /captcha/question answers a question in words; its answer is
 * checked by the same server-side verification as the picture's (single use, five minutes, the same rate limit), on
 * real PostgreSQL, at login and at registration.
 */
describe('GET /captcha/question', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtp });
    await addAccount(t, 'admin', 'admin', { password: 'Admin@123' });
    await addAccount(t, 'manager', 'manager', { manager: 'admin', password: 'Manager@123' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const question = async (client: TestClient = new TestClient(t)) => {
    const answer = await client.get<{ question: string; captchaId: string }>('/captcha/question');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('should answer a question in words and an id, never the answer, and not be cached', async () => {
    const response = await t.request('/captcha/question');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['captchaId', 'question']);
    expect(body['captchaId']).toMatch(/^[0-9a-f-]{36}$/);
    expect(body['question']).toMatch(/^(What is [a-z-]+ plus [a-z-]+\?|Add [a-z-]+ and [a-z-]+\.|What do you get when you add [a-z-]+ to [a-z-]+\?) Type the (answer|total) in digits\.$/);
    // No digit at all in the question: the answer (a number) is nowhere in what the browser receives.
    expect(body['question']).not.toMatch(/\d/);
  });

  it('should keep only a keyed hash of the answer, expiring after five minutes, like the picture', async () => {
    const { captchaId, question: asked } = await question();
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ answer_hash: string; expires_at: Date; created_at: Date }>(
      'select answer_hash, created_at, expires_at from captcha_challenge where id = $1',
      [captchaId],
    );
    await sql.end();
    // The row holds the server's keyed hash of the answer, which only the server's secret reproduces.
    const answer = solveCaptchaQuestion(asked);
    expect(rows[0]?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.answer_hash).toBe(captchaAnswerHash(t.get(ServerCrypto), answer));
    expect(rows[0]!.answer_hash).not.toBe(answer);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(5 * MINUTE);
  });

  it('should be checked once by VerifyCaptcha: the right answer once, never again, never after a wrong one', async () => {
    const verify = t.get(VerifyCaptcha);
    const first = await question();
    expect(await t.inContext(() => verify.execute(first.captchaId, solveCaptchaQuestion(first.question)))).toBe(true);
    expect(await t.inContext(() => verify.execute(first.captchaId, solveCaptchaQuestion(first.question)))).toBe(false);
    const second = await question();
    const wrong = String(Number(solveCaptchaQuestion(second.question)) + 1);
    expect(await t.inContext(() => verify.execute(second.captchaId, wrong))).toBe(false);
    expect(await t.inContext(() => verify.execute(second.captchaId, solveCaptchaQuestion(second.question)))).toBe(false);
    const late = await question();
    t.clock.advance(5 * MINUTE + 1);
    expect(await t.inContext(() => verify.execute(late.captchaId, solveCaptchaQuestion(late.question)))).toBe(false);
  });

  it('should sign in with the question\'s answer where the picture\'s text goes, and refuse a wrong one with "Invalid Captcha"', async () => {
    const client = new TestClient(t);
    const wrong = await question(client);
    const refused = await client.post('/api/auth/login', {
      data: t.envelope.encrypt({
        email: email('manager'),
        password: digest('Manager@123'),
        captchaId: wrong.captchaId,
        captcha: String(Number(solveCaptchaQuestion(wrong.question)) + 2),
      }),
    });
    expect(refused).toMatchObject({ status: 400, body: { errmessage: 'Invalid Captcha', code: 'captcha.wrong' } });

    const right = await question(client);
    const login = { email: email('manager'), password: digest('Manager@123'), captchaId: right.captchaId, captcha: solveCaptchaQuestion(right.question) };
    const signedIn = await client.post<{ result: { isAuthenticated: boolean } }>('/api/auth/login', { data: t.envelope.encrypt(login) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result.isAuthenticated).toBe(true);
    // The same answer again is a replay: refused, whoever sends it.
    const replay = await new TestClient(t).post('/api/auth/login', { data: t.envelope.encrypt(login) });
    expect(replay).toMatchObject({ status: 400, body: { errmessage: 'Invalid Captcha', code: 'captcha.wrong' } });
  });

  it('should register with the question\'s answer, and refuse a wrong one with the registration\'s wording', async () => {
    const client = new TestClient(t);
    const who = registrant('question.user', 'manager');
    await proveAddress(t, smtp, client, who.email, 'register');
    const wrong = await question(client);
    const refused = await client.post('/api/auth/submit-user-data', {
      encryptedData: t.envelope.encrypt({ ...who, captchaId: wrong.captchaId, captcha: '0' }),
    });
    expect(refused).toMatchObject({ status: 400, body: { errmessage: 'Incorrect CAPTCHA. Please try again.', code: 'captcha.wrong' } });
    const right = await question(client);
    const registered = await client.post('/api/auth/submit-user-data', {
      encryptedData: t.envelope.encrypt({ ...who, captchaId: right.captchaId, captcha: solveCaptchaQuestion(right.question) }),
    });
    expect(registered.status).toBe(200);
  });

  it('should share the picture\'s per-address limit, so that switching kinds gives a script no more tries', async () => {
    const noisy = new TestClient(t);
    const { limit } = PUBLIC_LIMIT_RULES.lookup;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i += 1) statuses.push((await noisy.get(i % 2 === 0 ? '/captcha/question' : '/captcha')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await noisy.get<{ errmessage: string; code: string }>('/captcha/question');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('http.too_many_requests');
    expect(refused.body.errmessage).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect((await noisy.get('/captcha')).status).toBe(429);
    expect((await new TestClient(t).get('/captcha/question')).status).toBe(200);
  });
});
