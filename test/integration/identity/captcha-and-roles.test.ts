import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyCaptcha } from '../../../src/identity/application/verify-captcha.ts';
import { MINUTE } from '../../support/fake-clock.ts';
import { startTestApp, TEST_CAPTCHA, type TestApp } from '../../support/test-app.ts';
import { sqlClient } from '../../support/test-database.ts';

describe('GET /api/auth/get-roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('should answer the five designations (Site Admin since issue 30) from the database, enveloped', async () => {
    const response = await t.request('/api/auth/get-roles');
    expect(response.status).toBe(200);
    const { designations } = (await response.json()) as { designations: string };
    expect(designations).toMatch(/^[0-9a-f]{32}:[0-9a-f]+$/);
    const list = t.envelope.decryptJson(designations) as { id: number; name: string }[];
    expect(list.map((d) => d.name)).toEqual(['Employee', 'Manager', 'Admin', 'Security', 'Site Admin']);
    expect(list.every((d) => Number.isInteger(d.id))).toBe(true);
  });
});

describe('GET /captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { VMS_CAPTCHA_FIXED_TEXT: '' } });
  });
  afterAll(() => t.close());

  it('should answer a picture and an id, and never the answer', async () => {
    const response = await t.request('/captcha');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['captcha', 'captchaId']);
    expect(body['captcha']).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body['captchaId']).toMatch(/^[0-9a-f-]{36}$/);
    const svg = Buffer.from(body['captcha']!.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
    // The glyphs are drawn as paths: there is no text element to scrape.
    expect(svg).not.toContain('<text');
  });

  it('should keep only a keyed hash of the answer on the server', async () => {
    const { captchaId } = (await (await t.request('/captcha')).json()) as { captchaId: string };
    const sql = await sqlClient(t.database.url);
    const { rows } = await sql.query<{ answer_hash: string; expires_at: Date; created_at: Date }>(
      'select answer_hash, created_at, expires_at from captcha_challenge where id = $1',
      [captchaId],
    );
    await sql.end();
    expect(rows[0]?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(5 * MINUTE);
  });
});

describe(VerifyCaptcha.name, () => {
  let t: TestApp;
  let verify: VerifyCaptcha;
  beforeAll(async () => {
    t = await startTestApp(); // VMS_CAPTCHA_FIXED_TEXT = AB12
    verify = t.get(VerifyCaptcha);
  });
  afterAll(() => t.close());

  const issue = async () => ((await (await t.request('/captcha')).json()) as { captchaId: string }).captchaId;

  it('should honour VMS_CAPTCHA_FIXED_TEXT outside production, case-insensitively', async () => {
    expect(await t.inContext(async () => verify.execute(await issue(), TEST_CAPTCHA))).toBe(true);
    expect(await t.inContext(async () => verify.execute(await issue(), TEST_CAPTCHA.toLowerCase()))).toBe(true);
  });

  it('should accept an answer only once', async () => {
    const id = await issue();
    expect(await t.inContext(() => verify.execute(id, TEST_CAPTCHA))).toBe(true);
    expect(await t.inContext(() => verify.execute(id, TEST_CAPTCHA))).toBe(false);
  });

  it('should use the captcha up on a wrong answer too', async () => {
    const id = await issue();
    expect(await t.inContext(() => verify.execute(id, 'ZZZZ'))).toBe(false);
    expect(await t.inContext(() => verify.execute(id, TEST_CAPTCHA))).toBe(false);
  });

  it('should refuse an expired captcha', async () => {
    const id = await issue();
    t.clock.advance(5 * MINUTE + 1);
    expect(await t.inContext(() => verify.execute(id, TEST_CAPTCHA))).toBe(false);
  });

  it('should refuse unknown and malformed ids', async () => {
    expect(await t.inContext(() => verify.execute('00000000-0000-0000-0000-000000000000', TEST_CAPTCHA))).toBe(false);
    expect(await t.inContext(() => verify.execute("'; drop table employee; --", TEST_CAPTCHA))).toBe(false);
    expect(await t.inContext(() => verify.execute('', ''))).toBe(false);
  });
});
