import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.ts';
import { resolveServerSecret } from '../../../src/platform/config/server-secret.ts';

describe(loadConfig.name, () => {
  it('should run with nothing set, on the defaults of decisions.md section 1', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      databaseUrl: undefined,
      dataDir: '.data',
      companyDomain: 'example.com',
      publicUrl: 'http://localhost:3001',
      timeZone: 'Asia/Kolkata',
      serverSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Visitor Desk <no-reply@example.com>',
      corporateUrl: 'https://www.example.com',
      captchaFixedText: undefined,
      logLevel: 'info',
      env: 'development',
      retentionDays: 180,
    });
    expect(config.payloadPhrase.length).toBeGreaterThanOrEqual(8);
  });

  it('should derive the public URL and the sender from PORT and the domain', () => {
    const config = loadConfig({ PORT: '8080', VMS_COMPANY_DOMAIN: 'Acme.CO.in' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.companyDomain).toBe('acme.co.in');
    expect(config.mailFrom).toBe('Visitor Desk <no-reply@acme.co.in>');
  });

  it('should treat an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3001, smtpUrl: undefined });
  });

  it('should keep explicit values', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://vms:pw@db:5432/vms',
      VMS_PUBLIC_URL: 'https://visitors.acme.com/',
      SMTP_URL: 'smtps://user:pw@mail.acme.com:465',
      VMS_TIMEZONE: 'Europe/Berlin',
      LOG_LEVEL: 'debug',
      VMS_CAPTCHA_FIXED_TEXT: 'AB12',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://vms:pw@db:5432/vms',
      publicUrl: 'https://visitors.acme.com',
      smtpUrl: 'smtps://user:pw@mail.acme.com:465',
      timeZone: 'Europe/Berlin',
      logLevel: 'debug',
      captchaFixedText: 'AB12',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT: .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL$/],
    [{ VMS_COMPANY_DOMAIN: 'not a domain' }, /^Invalid VMS_COMPANY_DOMAIN: must be a domain name/],
    [{ VMS_PUBLIC_URL: 'ftp://x' }, /^Invalid VMS_PUBLIC_URL/],
    [{ VMS_TIMEZONE: 'Mars/Olympus' }, /^Invalid VMS_TIMEZONE: must be an IANA time zone/],
    [{ VMS_PAYLOAD_PHRASE: 'short' }, /^Invalid VMS_PAYLOAD_PHRASE: must be at least 8 characters$/],
    [{ VMS_SERVER_SECRET: 'too-short' }, /^Invalid VMS_SERVER_SECRET: must be at least 32 characters$/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid SMTP_URL/],
    [{ VMS_CORPORATE_URL: 'nope' }, /^Invalid VMS_CORPORATE_URL/],
    [{ VMS_CAPTCHA_FIXED_TEXT: 'TOOLONG' }, /^Invalid VMS_CAPTCHA_FIXED_TEXT/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid LOG_LEVEL/],
    [{ NODE_ENV: 'staging' }, /^Invalid NODE_ENV/],
    [{ VMS_RETENTION_DAYS: '0' }, /^Invalid VMS_RETENTION_DAYS/],
  ])('should stop with one line naming the variable for %j', (env, message) => {
    const attempt = () => loadConfig(env);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('should never echo a secret value back', () => {
    expect(() => loadConfig({ VMS_SERVER_SECRET: 'hunter2' })).toThrow(/^Invalid VMS_SERVER_SECRET: must be at least 32 characters$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@x' })).not.toThrow(/hunter2/);
  });

  it('should require an external database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid DATABASE_URL: required when NODE_ENV=production (the embedded PostgreSQL is for development)',
    );
  });

  it('should refuse a fixed captcha text in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/vms', VMS_CAPTCHA_FIXED_TEXT: 'AB12' })).toThrow(
      'Invalid VMS_CAPTCHA_FIXED_TEXT: must not be set when NODE_ENV=production',
    );
  });
});

describe(resolveServerSecret.name, () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('should generate the secret once into the data directory and reuse it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vms-secret-'));
    const first = await resolveServerSecret(loadConfig({ VMS_DATA_DIR: dir }));
    const second = await resolveServerSecret(loadConfig({ VMS_DATA_DIR: dir }));
    expect(first.serverSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.serverSecret).toBe(first.serverSecret);
    expect((await readFile(join(dir, 'secret'), 'utf8')).trim()).toBe(first.serverSecret);
    expect((await stat(join(dir, 'secret'))).mode & 0o777).toBe(0o600);
  });

  it('should prefer VMS_SERVER_SECRET and write nothing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vms-secret-'));
    const secret = 's'.repeat(40);
    const config = await resolveServerSecret(loadConfig({ VMS_DATA_DIR: dir, VMS_SERVER_SECRET: secret }));
    expect(config.serverSecret).toBe(secret);
    await expect(stat(join(dir, 'secret'))).rejects.toThrow(/ENOENT/);
  });
});
